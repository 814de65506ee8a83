/**
 * The address of a live class's meeting (decision 041: Jitsi Meet, embedded in an iframe): the
 * configured server, the class's room, and Jitsi's URL-hash configuration. Jitsi reads each hash
 * value as URL-encoded JSON, so the display name is a JSON string, then URL-encoded.
 */
export interface JitsiRoom {
  /** The meeting server's host (optionally with a port), e.g. `meet.jit.si`. */
  domain: string;
  room_name: string;
  display_name: string;
  /** The member's meeting token on a deployment with token authentication (moderator rights come with it), else null. */
  jwt?: string | null;
}

/** A host name with an optional port: nothing that could make the address another scheme, path or user. */
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/i;

/**
 * `https://<domain>/<room>[?jwt=<token>]#userInfo.displayName="<name>"&config.prejoinPageEnabled=false&config.startWithAudioMuted=true`,
 * every part encoded (Jitsi reads the member's token from the `jwt` query parameter). Throws
 * RangeError when `domain` is not a plain host name (the page then shows its error state).
 */
export function jitsiMeetingUrl(room: JitsiRoom): string {
  if (!HOST.test(room.domain)) throw new RangeError(`not a meeting server host: ${room.domain}`);
  const hash = [
    `userInfo.displayName=${encodeURIComponent(JSON.stringify(room.display_name))}`,
    'config.prejoinPageEnabled=false',
    'config.startWithAudioMuted=true',
  ].join('&');
  const query = room.jwt ? `?jwt=${encodeURIComponent(room.jwt)}` : '';
  return `https://${room.domain}/${encodeURIComponent(room.room_name)}${query}#${hash}`;
}

/** What the meeting iframe may use (camera, microphone, full screen, screen sharing, autoplay). */
export const MEETING_ALLOW = 'camera; microphone; fullscreen; display-capture; autoplay';

/**
 * What kind of video a url is (learning.md §4 Video: "the video is treated as YouTube by its URL
 * source"; §3 type youtube, vimeo, cdn). The player picks its provider from this.
 */
export type VideoKind = 'youtube' | 'vimeo' | 'hls' | 'mp4';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtu.be',
  'www.youtube-nocookie.com',
  'youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parse(url: string): URL | null {
  try {
    return new URL(url.trim(), 'http://relative.invalid');
  } catch {
    return null;
  }
}

/** The 11-character YouTube id of a watch, share, shorts, live or embed url; null for any other url. */
export function youtubeVideoId(url: string): string | null {
  const u = parse(url);
  if (!u || !YOUTUBE_HOSTS.has(u.hostname.toLowerCase())) return null;
  const host = u.hostname.toLowerCase();
  const candidate =
    host === 'youtu.be'
      ? u.pathname.slice(1).split('/')[0]
      : u.pathname === '/watch'
        ? u.searchParams.get('v')
        : /^\/(?:embed|shorts|live|v)\/([^/]+)/u.exec(u.pathname)?.[1];
  return candidate && /^[\w-]{11}$/u.test(candidate) ? candidate : null;
}

/** The numeric Vimeo id of a vimeo.com or player.vimeo.com url; null for any other url. */
export function vimeoVideoId(url: string): string | null {
  const u = parse(url);
  if (!u || !VIMEO_HOSTS.has(u.hostname.toLowerCase())) return null;
  const m = /^\/(?:video\/)?(?:channels\/[^/]+\/|groups\/[^/]+\/videos\/)?(\d+)(?:\/|$)/u.exec(u.pathname);
  return m ? m[1]! : null;
}

/**
 * The kind of a video url: `youtube` (a YouTube url with a video id), `vimeo` (a Vimeo url with a
 * video id), `hls` (a path ending in .m3u8, query and hash ignored), else `mp4` (self-hosted
 * `/media/…` clips and any direct file url: MP4, WebM).
 */
export function videoKindOf(url: string): VideoKind {
  if (youtubeVideoId(url)) return 'youtube';
  if (vimeoVideoId(url)) return 'vimeo';
  const u = parse(url);
  if (u && u.pathname.toLowerCase().endsWith('.m3u8')) return 'hls';
  return 'mp4';
}

/** Whether a url is a clip served by this server under /media/ (pack form `media/x.mp4` included). */
export function isSelfHostedMedia(url: string): boolean {
  return url.startsWith('/media/') || url.startsWith('media/');
}

/**
 * File extensions of video files under /media/, and of their caption tracks (WebVTT, issue 16 §4):
 * these need a signed url (docs/decisions/009), so a clip's captions are handed out like the clip.
 */
export const SIGNED_MEDIA_EXTENSIONS = ['mp4', 'm4v', 'webm', 'mov', 'ogv', 'mkv', 'm3u8', 'ts', 'm4s', 'mpd', 'vtt'] as const;

/** Whether a /media/ path names a video file or caption track, which is only served with a valid signature. */
export function mediaNeedsSignature(pathname: string): boolean {
  const last = pathname.split('?')[0]!.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 && (SIGNED_MEDIA_EXTENSIONS as readonly string[]).includes(last.slice(dot + 1).toLowerCase());
}

import { describe, expect, it } from 'vitest';
import { jitsiMeetingUrl } from './jitsi-url.ts';

describe('jitsiMeetingUrl (decision 041)', () => {
  it('puts the room on the server and the display name, prejoin and muted start in the hash', () => {
    const url = jitsiMeetingUrl({ domain: 'meet.jit.si', room_name: 'abhyas-algebra-k3x9q2m7w1z8p4r6t0vb', display_name: 'Asha' });
    expect(url).toBe(
      'https://meet.jit.si/abhyas-algebra-k3x9q2m7w1z8p4r6t0vb#userInfo.displayName=%22Asha%22&config.prejoinPageEnabled=false&config.startWithAudioMuted=true',
    );
  });

  it('encodes a name with spaces, quotes, ampersands and another script so Jitsi reads it back whole', () => {
    const name = 'Ravi "R" & सीमा';
    const url = new URL(jitsiMeetingUrl({ domain: 'jitsi.school.in:8443', room_name: 'a b/c', display_name: name }));
    expect(url.host).toBe('jitsi.school.in:8443');
    expect(url.pathname).toBe('/a%20b%2Fc');
    const params = url.hash.slice(1).split('&');
    expect(params).toHaveLength(3);
    const [key, value] = params[0]!.split('=');
    expect(key).toBe('userInfo.displayName');
    expect(JSON.parse(decodeURIComponent(value!))).toBe(name);
  });

  it('carries the member’s meeting token in the query when the server signed one, and none otherwise', () => {
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJyb29tIjoiciJ9.c2ln';
    const url = new URL(jitsiMeetingUrl({ domain: 'meet.school.in', room_name: 'r', display_name: 'Asha', jwt }));
    expect(url.searchParams.get('jwt')).toBe(jwt);
    expect(url.hash).toContain('userInfo.displayName=');
    expect(new URL(jitsiMeetingUrl({ domain: 'meet.jit.si', room_name: 'r', display_name: 'Asha', jwt: null })).search).toBe('');
  });

  it('refuses a domain that is not a plain host', () => {
    for (const domain of ['evil.com/x', 'javascript:alert(1)', 'user@evil.com', '', 'a b']) {
      expect(() => jitsiMeetingUrl({ domain, room_name: 'r', display_name: 'n' })).toThrow(RangeError);
    }
  });
});

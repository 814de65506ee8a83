import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('TRUST_PROXY (issue 14 §1.2)', () => {
  const trust = (value?: string) => loadEnv({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).TRUST_PROXY;

  it('trusts no proxy unless told, and takes what Fastify takes: true, or addresses and ranges', () => {
    expect(trust()).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust('10.0.0.5')).toEqual(['10.0.0.5']);
    expect(trust(' 10.0.0.5 , 10.0.1.0/24,::1, fd00::/8, 192.168.0.0/255.255.0.0, loopback ')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
      '192.168.0.0/255.255.0.0',
      'loopback',
    ]);
  });

  it('takes a hop count as a trust function over the nearest hops', () => {
    const two = trust('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => two('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(() => trust('33')).toThrow(/TRUST_PROXY: a hop count of 33/u);
  });

  it('refuses anything else at start, naming the bad entries', () => {
    for (const bad of ['yes', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.5,,10.0.0.6', 'example.com', '-1', '1.5', '10.0.0.0/24/1', '1,10.0.0.5'])
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY: not a proxy address/u);
    expect(() => trust('10.0.0.5, nope')).toThrow(/'nope'/u);
  });
});

describe('live classes (issue 23 §3; decision 041)', () => {
  const env = (vars: Record<string, string>) => loadEnv({ NODE_ENV: 'test', ...vars });

  it('defaults to Jitsi on meet.jit.si and takes a host name, lower-cased, with an optional port', () => {
    expect([env({}).LIVE_CLASS_PROVIDER, env({}).JITSI_DOMAIN]).toEqual(['jitsi', 'meet.jit.si']);
    expect(env({ JITSI_DOMAIN: ' Meet.Example-School.in ' }).JITSI_DOMAIN).toBe('meet.example-school.in');
    expect(env({ JITSI_DOMAIN: 'jitsi.school.in:8443' }).JITSI_DOMAIN).toBe('jitsi.school.in:8443');
    expect(env({ LIVE_CLASS_PROVIDER: 'none' }).LIVE_CLASS_PROVIDER).toBe('none');
  });

  it('refuses a URL, a path or anything that is not a host name, and an unknown provider', () => {
    for (const bad of ['https://meet.jit.si', 'meet.jit.si/room', 'meet jit si', '-meet.jit.si', "meet.jit.si'; script-src *"])
      expect(() => env({ JITSI_DOMAIN: bad }), bad).toThrow(/JITSI_DOMAIN: must be a host name/u);
    expect(() => env({ LIVE_CLASS_PROVIDER: 'zoom' })).toThrow(/LIVE_CLASS_PROVIDER/u);
  });
});

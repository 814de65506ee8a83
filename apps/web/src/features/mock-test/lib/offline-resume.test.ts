import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import type { ResumeInfo } from '../api/mock-test-session.ts';
import { resumeOrKept, serverEventsOrNone } from './offline-resume.ts';

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const m = new Map<string, string>();
  return {
    get length() {
      return m.size;
    },
    clear: () => m.clear(),
    getItem: (k) => m.get(k) ?? null,
    key: (i) => [...m.keys()][i] ?? null,
    removeItem: (k) => void m.delete(k),
    setItem: (k, v) => void m.set(k, v),
  };
}

const info = (status: 'STARTED' | 'FINISHED'): ResumeInfo => ({
  id: 's1',
  status,
  test_code: 'jee-main-mock-1',
  started_at: '2026-11-23T10:00:00.000Z',
  deadline_at: '2026-11-23T13:00:00.000Z',
  remaining_s: 9000,
  last_eorder: 12,
  ui_style: 'dark',
  extra_minutes_per_hour: 0,
});
const offline = () => Promise.reject(new ApiError({ status: 0, code: 'NETWORK', message: 'offline' }));

describe('opening a test in progress without a connection', () => {
  it('uses the resume answer kept from the last time the server answered', async () => {
    const storage = memoryStorage();
    expect(await resumeOrKept('s1', () => Promise.resolve(info('STARTED')), storage)).toMatchObject({ status: 'STARTED' });
    expect(await resumeOrKept('s1', offline, storage)).toEqual(info('STARTED'));
  });

  it('fails offline when nothing was kept, and never keeps a finished session', async () => {
    const storage = memoryStorage();
    await expect(resumeOrKept('s1', offline, storage)).rejects.toMatchObject({ status: 0 });
    await resumeOrKept('s1', () => Promise.resolve(info('STARTED')), storage);
    await resumeOrKept('s1', () => Promise.resolve(info('FINISHED')), storage);
    await expect(resumeOrKept('s1', offline, storage)).rejects.toMatchObject({ status: 0 });
  });

  it('passes server refusals through (a session of someone else stays an error)', async () => {
    const storage = memoryStorage();
    await resumeOrKept('s1', () => Promise.resolve(info('STARTED')), storage);
    const refused = () => Promise.reject(new ApiError({ status: 404, code: 'UNKNOWN_SESSION', message: 'no' }));
    await expect(resumeOrKept('s1', refused, storage)).rejects.toMatchObject({ status: 404 });
  });

  it("falls back to the device's events only when the network fails", async () => {
    expect(await serverEventsOrNone(() => Promise.reject(new TypeError('Failed to fetch')))).toEqual([]);
    await expect(serverEventsOrNone(() => Promise.reject(new ApiError({ status: 401, code: 'UNAUTHORIZED', message: 'x' })))).rejects.toMatchObject({
      status: 401,
    });
  });
});

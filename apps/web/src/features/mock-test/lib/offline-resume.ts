/**
 * Opening a test in progress without a connection (learning.md §4 Tests "Event sync": on reload the
 * state is rebuilt from the server's events plus the local ones; issue #4 §4 (a)). The resume
 * answer (start, deadline, status) is kept on the device after every successful resume, so a reload
 * while offline (the page itself comes from the service worker) finds it; the server's events come
 * from the service worker's cache or, failing that, only the device's own events are used.
 */
import type { TestEvent } from '@abhyas/domain';
import { isApiError } from '../../../lib/api-client.ts';
import type { ResumeInfo } from '../api/mock-test-session.ts';

const KEY = (sessionId: string) => `abhyas.test.resume.${sessionId}`;

/** True for a failed call that never reached the server (offline, DNS, connection refused). */
export function isNetworkFailure(error: unknown): boolean {
  return (isApiError(error) && error.status === 0) || error instanceof TypeError;
}

/**
 * `resume()` when it answers (the answer is kept on the device); when the network fails, the kept
 * answer of the same session, or the error again when there is none. Other errors pass through.
 */
export async function resumeOrKept(sessionId: string, resume: () => Promise<ResumeInfo>, storage: Storage = localStorage): Promise<ResumeInfo> {
  try {
    const info = await resume();
    try {
      if (info.status === 'STARTED') storage.setItem(KEY(sessionId), JSON.stringify(info));
      else storage.removeItem(KEY(sessionId));
    } catch {
      /* storage full or blocked: the online path does not need it */
    }
    return info;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const kept = storage.getItem(KEY(sessionId));
    if (!kept) throw error;
    return JSON.parse(kept) as ResumeInfo;
  }
}

/** The server's events, or none when the network fails (the device's own events then rebuild the test). */
export async function serverEventsOrNone(fetchAll: () => Promise<TestEvent[]>): Promise<TestEvent[]> {
  try {
    return await fetchAll();
  } catch (error) {
    if (isNetworkFailure(error)) return [];
    throw error;
  }
}

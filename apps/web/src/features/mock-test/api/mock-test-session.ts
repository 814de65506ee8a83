import { type createSessionResponse, type resumeResponse, type sessionMapResponse } from '@abhyas/contracts';
import type { z } from 'zod';
import { api, type Decoded } from '../../../lib/api-client.ts';
import type { SchoolContext } from '../../../lib/school-context.ts';
import { mockTestPaths } from './paths.ts';

export type SessionInfo = z.infer<typeof sessionMapResponse>[string];
export type ResumeInfo = z.infer<typeof resumeResponse>;

/**
 * GET /api/v1/test/{testCode}/session (learning.md §7 Tests): the profile's latest session of the
 * test, or null when there is none. Needs the profile (child) token; throws `ApiError`.
 */
export async function fetchSession(testCode: string): Promise<SessionInfo | null> {
  const { data } = await api<Decoded<typeof sessionMapResponse>>(mockTestPaths.session(testCode), { auth: 'child' });
  return data[testCode] ?? Object.values(data)[0] ?? null;
}

/**
 * POST /api/v1/test/{testCode}/session: starts the test (the server clock starts now) or returns the
 * open session. A test with a password needs it: 400 TEST_PASSWORD_REQUIRED, 400 TEST_PASSWORD_WRONG.
 * A test started from a school assignment carries its `homework_id`, `schoolId` and `classId`
 * (learning.md §7; issue 23 §2): 400 HOMEWORK_NOT_YOURS when the assignment is not the profile's.
 */
export async function createSession(testCode: string, opts: { uiStyle?: 'dark' | 'light'; startedAtMs: number; password?: string; school?: SchoolContext }) {
  const school = opts.school ?? {};
  const body = {
    mocktest_session: { t_started: opts.startedAtMs },
    source: 'web',
    ...(opts.uiStyle ? { ui_style: opts.uiStyle } : {}),
    ...(opts.password ? { password: opts.password } : {}),
    ...(school.homework_id ? { homework_id: school.homework_id } : {}),
    ...(school.school_id ? { schoolId: school.school_id } : {}),
    ...(school.class_id ? { classId: school.class_id } : {}),
  };
  return (await api<Decoded<typeof createSessionResponse>>(mockTestPaths.session(testCode), { method: 'POST', body, auth: 'child' })).data;
}

/** POST /api/v1/test/{sessionId}/resume: the session on the server clock (deadline, remaining_s, last_eorder). */
export async function resumeSession(sessionId: string): Promise<ResumeInfo> {
  return (await api<Decoded<typeof resumeResponse>>(mockTestPaths.resume(sessionId), { method: 'POST', auth: 'child' })).data;
}

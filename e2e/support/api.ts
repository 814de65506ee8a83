import { expect } from 'vitest';
import { baseUrl } from './browser.ts';

/** A JSON call to the e2e server with a bearer token: the status and the parsed body. */
export async function apiCall<T>(method: string, path: string, token: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Takes mock test `code` as the CBT would send it, with the child token: views the first question,
 * saves its first option, submits (freeze). The server scores it and queues its notice. Returns the
 * session id.
 */
export async function takeTest(child: string, code: string): Promise<string> {
  const paper = await apiCall<{ sections: { code: string; questions: { code: string; options?: { code: string }[] }[] }[] }>(
    'GET',
    `/api/v1/test/${code}/questions`,
    child,
  );
  const section = paper.body.sections[0]!;
  const q = section.questions[0]!;
  const session = await apiCall<{ id: string }>('POST', `/api/v1/test/${code}/session`, child, {});
  expect(session.status).toBe(200);
  const events = [
    { eorder: 1, event_type: 'view_question', question_code: q.code, section: section.code, t: 1 },
    { eorder: 2, event_type: 'save_attempt', question_code: q.code, section: section.code, t: 20, event_info: { selected_answer: [q.options![0]!.code] } },
    { eorder: 3, event_type: 'freeze', question_code: null, section: section.code, t: 30 },
  ];
  expect((await apiCall('POST', `/api/v1/test/${session.body.id}/events`, child, { events })).status).toBe(200);
  return session.body.id;
}

import type { PajStepDetail } from '@abhyas/contracts';

/** A start that opens as a link (a chapter test opens once its test is made: `openJourneyStep`). */
type Start = Exclude<PajStepDetail['start'], { kind: 'chapter_test' }>;

/** Primitive values of `obj` as strings (nested objects and arrays left out). */
function flat(obj: Record<string, unknown>): [string, string][] {
  return Object.entries(obj).flatMap(([k, v]) =>
    typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? [[k, String(v)] as [string, string]] : [],
  );
}

/**
 * Where a step starts (learning.md §2, §3): a practice step opens `/practice` with its session body
 * as the query the practice page reads (`mode` = the body's `type`, the learning map's and the
 * guided-journey fields; `origin_url` back to the journey); a watch step the video; a test step the
 * test's session page with the achieve-test flow marker (`?flow=achieve&paj_id&paj_step_id`, and
 * `attempt=new` so that an earlier finished attempt is not taken for this step's; kept in
 * the URL): once that session is finished the test goes on to `/achieve/questionnaire` (learning.md
 * §4 Session flow; docs/api.md "Achieve-test questionnaire"); without the journey's ids, the test's
 * summary page.
 */
export function stepStartHref(start: Start): string {
  if (start.kind === 'watch') return `/video/summary/${encodeURIComponent(start.video_id)}`;
  if (start.kind === 'test') {
    if (!start.paj_id || !start.paj_step_id) return `/test/summary/${encodeURIComponent(start.test_code)}`;
    // `attempt=new`: an attempt finished before (outside the journey) is not this step's; an attempt
    // in progress still resumes.
    const q = new URLSearchParams({ flow: 'achieve', paj_id: start.paj_id, paj_step_id: start.paj_step_id, attempt: 'new' });
    return `/mock-test/${encodeURIComponent(start.test_code)}/session?${q.toString()}`;
  }
  const { type, learning_map: map, language: _language, ...rest } = start.practice_session;
  const q = new URLSearchParams();
  q.set('mode', typeof type === 'string' ? type : 'PAJPractice');
  if (map && typeof map === 'object') for (const [k, v] of flat(map as Record<string, unknown>)) q.set(k, v);
  for (const [k, v] of flat(rest)) q.set(k, v);
  q.set('origin_url', '/achieve/home');
  return `/practice?${q.toString()}`;
}

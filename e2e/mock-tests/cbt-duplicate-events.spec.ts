import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, signedIn } from '../support/browser.ts';

const JEE_MAIN = { goal: 'preug', exam: 'jee-main' };
const EVENTS_URL = /\/api\/v1\/test\/([^/]+)\/events(\?|$)/;

interface SentEvent {
  eorder: number;
  event_type: string;
  question_code?: string | null;
  event_info?: { selected_answer?: unknown } | null;
}
interface PostAnswer {
  accepted: number;
  duplicates: number;
  last_eorder: number;
  status: string;
}
/** One POST …/events the page made, as the server saw it. */
interface Post {
  events: SentEvent[];
  status: number;
  answer: PostAnswer | null;
  /** The page was told the call failed although the server handled it. */
  failedToPage: boolean;
}
interface ResultBody {
  score: number;
  questions: { code: string; section: string; selected_answer: unknown; correct_answer?: { options?: string[] } }[];
}

async function answerNext(page: Page, n: number) {
  await page.getByRole('heading', { name: `Question No. ${n}` }).waitFor();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('heading', { name: `Question No. ${n + 1}` }).waitFor();
}

// Issue #4 §4 (c): the server stores each event once per eorder and hands them back in eorder,
// whatever reaches it: batches with their events reversed, a send whose answer is lost (so the client
// sends the same events again), an old batch that arrives late, and everything replayed reversed.
describe('test events sent twice and out of order', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => browser?.close());

  it('stores every eorder once, in order, and scores the answers once', async () => {
    const { page, context } = await signedIn(browser, JEE_MAIN, 1280, 900);
    const posts: Post[] = [];
    let sessionId = '';
    let headers: Record<string, string> = {};
    // Every send reaches the server with its events reversed. The first two sends that carry an
    // answer are stored, but the page is told they failed (the connection dropped before the answer
    // came back): the client must send the same events again.
    let toFail = 2;
    await page.route(EVENTS_URL, async (route) => {
      const req = route.request();
      if (req.method() !== 'POST') return route.continue();
      sessionId = decodeURIComponent(EVENTS_URL.exec(req.url())?.[1] ?? '');
      const h = await req.allHeaders();
      headers = { authorization: h.authorization ?? '', 'x-browser-id': h['x-browser-id'] ?? '', 'content-type': 'application/json' };
      const events = (req.postDataJSON() as { events: SentEvent[] }).events;
      // Every batch reaches the server with its events in reverse order.
      const res = await route.fetch({ postData: JSON.stringify({ events: [...events].reverse() }) });
      const answer = res.ok() ? ((await res.json()) as PostAnswer) : null;
      const fail = toFail > 0 && res.ok() && events.some((e) => e.event_type === 'save_attempt');
      posts.push({ events, status: res.status(), answer, failedToPage: fail });
      if (fail) {
        toFail -= 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response: res });
    });

    await page.goto('/mock-test/jee-main-mock-1/session');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /i am ready to begin/i }).click();
    for (let n = 1; n <= 3; n += 1) await answerNext(page, n);

    // Wait until the page has seen every answer acknowledged (after the two lost answers).
    const acknowledged = () =>
      new Set(
        posts
          .filter((p) => !p.failedToPage && p.answer)
          .flatMap((p) => p.events)
          .filter((e) => e.event_type === 'save_attempt')
          .map((e) => e.question_code),
      );
    await expect.poll(() => acknowledged().size, { timeout: 20_000 }).toBe(3);
    expect(toFail).toBe(0);
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    // The client did send the lost events again, and the server counted them as duplicates.
    const lost = [...new Set(posts.filter((p) => p.failedToPage).flatMap((p) => p.events.map((e) => e.eorder)))];
    const resent = posts.filter((p) => !p.failedToPage).flatMap((p) => p.events.map((e) => e.eorder));
    expect(lost.length).toBeGreaterThan(0);
    for (const eorder of lost) expect(resent).toContain(eorder);
    expect(posts.filter((p) => !p.failedToPage).reduce((n, p) => n + (p.answer?.duplicates ?? 0), 0)).toBeGreaterThanOrEqual(lost.length);

    // An old batch arrives late, then everything sent so far arrives again in reverse order.
    const url = `/api/v1/test/${sessionId}/events`;
    const first = posts[0]?.events ?? [];
    const late = await page.request.post(url, { headers, data: { events: first } });
    expect(late.status()).toBe(200);
    expect((await late.json()) as PostAnswer).toMatchObject({ accepted: 0, duplicates: first.length, status: 'STARTED' });
    const all = posts.flatMap((p) => p.events);
    const reversed = [...all].sort((a, b) => b.eorder - a.eorder);
    const replay = await page.request.post(url, { headers, data: { events: reversed } });
    expect(replay.status()).toBe(200);
    expect((await replay.json()) as PostAnswer).toMatchObject({ accepted: 0, duplicates: reversed.length, status: 'STARTED' });

    // The server's log: each eorder once, increasing, exactly the eorders the client sent, as sent.
    const stored = await page.request.get(`${url}?pageNumber=0`, { headers });
    expect(stored.status()).toBe(200);
    const page0 = (await stored.json()) as { content: SentEvent[]; last: boolean; totalElements: number };
    expect(page0.last).toBe(true);
    const eorders = page0.content.map((e) => e.eorder);
    expect(new Set(eorders).size).toBe(eorders.length);
    expect(eorders).toEqual([...eorders].sort((a, b) => a - b));
    const sentEorders = [...new Set(posts.flatMap((p) => p.events.map((e) => e.eorder)))].sort((a, b) => a - b);
    expect(eorders).toEqual(sentEorders);
    expect(page0.totalElements).toBe(eorders.length);
    const byEorder = new Map(all.map((e) => [e.eorder, e]));
    for (const e of page0.content.filter((x) => byEorder.has(x.eorder))) {
      const sent = byEorder.get(e.eorder);
      expect({ type: e.event_type, code: e.question_code ?? null, answer: e.event_info?.selected_answer ?? null }).toEqual({
        type: sent?.event_type,
        code: sent?.question_code ?? null,
        answer: sent?.event_info?.selected_answer ?? null,
      });
    }

    // Submit: three answers, scored once each.
    await page.unroute(EVENTS_URL);
    const result = page.waitForResponse((r) => /\/api\/v1\/test\/[^/]+\/result/.test(r.url()) && r.status() === 200, { timeout: 30_000 });
    await page.getByRole('button', { name: /^submit$/i }).click();
    await page.getByRole('button', { name: /confirm submission/i }).click();
    const body = (await (await result).json()) as ResultBody;
    const answered = body.questions.filter((q) => q.selected_answer !== null);
    expect(answered.map((q) => q.code).sort()).toEqual([...acknowledged()].sort());
    expect(answered.map((q) => q.selected_answer)).toEqual([['A'], ['A'], ['A']]);
    const expected = answered.reduce((n, q) => n + (q.correct_answer?.options?.[0] === 'A' ? 4 : -1), 0);
    expect(body.score).toBe(expected);
    await context.close();
  });
});

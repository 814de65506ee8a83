import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Request } from 'playwright-core';
import { launch } from '../support/browser.ts';
// The launcher the global set-up uses, with its options to keep the port and the data directory.
import { startBuiltServer } from '../../scripts/lib/built-server.mjs';

interface Server {
  base: string;
  port: number;
  dataDir: string;
  pid: number;
  stop: () => Promise<void>;
}
interface SentEvent {
  eorder: number;
  event_type: string;
  question_code?: string | null;
  event_info?: { selected_answer?: unknown } | null;
}
interface ResultBody {
  score: number;
  questions: { code: string; section: string; selected_answer: unknown; correct_answer?: { options?: string[] } }[];
}

const ENV = { RATE_LIMIT_AUTH_PER_15_MIN: '500' };
const DEMO = { login: 'demo@abhyas.in', password: 'Mango#Monsoon26', profile: 'Aarav' };
const EVENTS_URL = /\/api\/v1\/test\/([^/]+)\/events(\?|$)/;

/**
 * Every event the server acknowledged (a 2xx answer to the POST that carried it), by eorder; the
 * failed POSTs; the session id and the auth headers of the page's event calls (for our own calls).
 */
function trackDeliveries(page: Page) {
  const delivered = new Map<number, SentEvent>();
  const failed: Request[] = [];
  let sessionId = '';
  let headers: Record<string, string> = {};
  page.on('response', async (res) => {
    const req = res.request();
    const m = EVENTS_URL.exec(req.url());
    if (!m || req.method() !== 'POST' || !res.ok()) return;
    sessionId = decodeURIComponent(m[1] ?? '');
    const h = await req.allHeaders();
    headers = { authorization: h.authorization ?? '', 'x-browser-id': h['x-browser-id'] ?? '' };
    for (const e of (req.postDataJSON() as { events: SentEvent[] }).events) delivered.set(e.eorder, e);
  });
  page.on('requestfailed', (req) => {
    if (EVENTS_URL.test(req.url()) && req.method() === 'POST') failed.push(req);
  });
  /** Question codes whose save_attempt with an answer reached the server. */
  const savedCodes = () =>
    [...delivered.values()].filter((e) => e.event_type === 'save_attempt' && e.event_info?.selected_answer).map((e) => e.question_code ?? '');
  return { delivered, failed, savedCodes, sessionId: () => sessionId, headers: () => headers };
}

async function answerNext(page: Page, n: number) {
  await page.getByRole('heading', { name: `Question No. ${n}` }).waitFor();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Save & Next' }).click();
  await page.getByRole('heading', { name: `Question No. ${n + 1}` }).waitFor();
}

// Issue #4 §4 (b): the server process is stopped mid-test and started again on the same port with
// the same data (PGlite on disk). Answers given before are kept by the server, answers given while
// it is down are kept by the browser and sent once it is back, and the submitted test counts all.
describe('taking a mock test while the server restarts', () => {
  let browser: Browser;
  let server: Server;
  let dataDir = '';
  beforeAll(async () => {
    // The launcher resolves the built app relative to the repository root.
    process.chdir(new URL('../..', import.meta.url).pathname);
    server = (await startBuiltServer(ENV, { keepData: true, template: process.env.E2E_STORE_TEMPLATE })) as Server;
    dataDir = server.dataDir;
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  // 150 s: a stop and a fresh start of the server on its data (PGlite opening it again) beside the
  // other browser projects took past the default minute on the project's two cores.
  it('loses no answer across a restart on the same port and data', { timeout: 150_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, baseURL: server.base });
    const page = await context.newPage();
    const sync = trackDeliveries(page);

    // The demo parent signs in and picks Aarav (JEE Main).
    await page.goto('/login');
    await page.getByLabel(/mobile number or e-mail/i).fill(DEMO.login);
    await page.getByLabel(/^password/i).fill(DEMO.password);
    await page.getByRole('button', { name: /^log in$/i }).click();
    await page.waitForURL(/browse-profile|\/home/, { timeout: 20_000 });
    if (page.url().includes('browse-profile'))
      await page
        .getByRole('button', { name: new RegExp(DEMO.profile) })
        .first()
        .click();
    await page.waitForURL(/\/(learn|practice|test)\/home/, { timeout: 20_000 });

    await page.goto('/mock-test/jee-main-mock-1/session');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: /i am ready to begin/i }).click();

    // Three answers (option A) while the server runs: wait until the server has acknowledged them.
    for (let n = 1; n <= 3; n += 1) await answerNext(page, n);
    await expect.poll(() => sync.savedCodes().length, { timeout: 15_000 }).toBe(3);
    const sessionId = sync.sessionId();
    expect(sessionId).toMatch(/^[0-9a-f-]{36}$/);

    // The server process stops (SIGTERM, and it has exited).
    const firstPid = server.pid;
    await server.stop();
    await expect(fetch(`${server.base}/api/health`)).rejects.toThrow();

    // Two more answers while it is down: the client tries to send them and fails.
    const failedBefore = sync.failed.length;
    for (let n = 4; n <= 5; n += 1) await answerNext(page, n);
    await expect.poll(() => sync.failed.length, { timeout: 15_000 }).toBeGreaterThan(failedBefore);
    expect(sync.savedCodes()).toHaveLength(3);

    // The same server again: same port, same data directory, a new process.
    server = (await startBuiltServer(ENV, { port: server.port, dataDir })) as Server;
    expect(server.base).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.pid).not.toBe(firstPid);

    // The queued events go out on their own (sweep retry) and are acknowledged.
    await expect.poll(() => sync.savedCodes().length, { timeout: 20_000 }).toBe(5);

    // The restarted server holds every event the client created so far, each once, without a gap.
    const last = Math.max(...sync.delivered.keys());
    const stored = await page.request.get(`/api/v1/test/${sessionId}/events?pageNumber=0`, { headers: sync.headers() });
    expect(stored.status()).toBe(200);
    const storedEorders = ((await stored.json()) as { content: { eorder: number }[] }).content.map((e) => e.eorder);
    expect(storedEorders.slice(0, last)).toEqual(Array.from({ length: last }, (_, i) => i + 1));

    // Submit: the result counts the five answers, scored against the key.
    const result = page.waitForResponse((r) => /\/api\/v1\/test\/[^/]+\/result/.test(r.url()) && r.status() === 200, { timeout: 30_000 });
    await page.getByRole('button', { name: /^submit$/i }).click();
    await page.getByRole('button', { name: /confirm submission/i }).click();
    const body = (await (await result).json()) as ResultBody;
    const answered = body.questions.filter((q) => q.selected_answer !== null);
    expect(answered.map((q) => q.code).sort()).toEqual([...sync.savedCodes()].sort());
    expect(answered.map((q) => q.selected_answer)).toEqual([['A'], ['A'], ['A'], ['A'], ['A']]);
    const expected = answered.reduce((n, q) => n + (q.correct_answer?.options?.[0] === 'A' ? 4 : -1), 0);
    expect(body.score).toBe(expected);
    await context.close();
  });
});

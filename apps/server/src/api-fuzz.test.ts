import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testEventSchema } from '@abhyas/contracts';
import { z } from 'zod';
import { BACKENDS, bearer, buildTestApp, json, verifiedStudent, type TestApp } from './test/harness.ts';
import { samplePack, sampleMap } from './test/fixtures/sample-pack.ts';
import { importLearningMap } from './modules/content/importers/learning-map-import.ts';
import { importPacks } from './modules/content/importers/pack-import.ts';
import { Deep, arbitraryOf, hostileString, hostileValue, replaceNested, toJsonText, type ArbitraryContext, type JsonSchema } from './test/fuzz-arbitraries.ts';

/**
 * Schema-driven fuzzing of every operation of /api/openapi.json (issue 14 §2): requests built from
 * each operation's parameter and body schemas, mixed with real ids and hostile values (NUL, lone
 * surrogates, RTL marks, 1 MB strings, JSON nested 5,000 deep, denormal and huge numbers, wrong
 * types, broken JSON), sent as an anonymous visitor, a parent and a child profile. No answer may
 * be a 5xx (501 for the social and SSO providers, unconfigured here, aside), carry a stack trace or
 * SQL, and the server must still answer /api/health afterwards.
 *
 * Runs FUZZ_RUNS requests per operation (default 40: 3,600 requests, a few seconds after the set-up). The seed is fixed under CI and random
 * otherwise, and printed: replay a failure with FUZZ_SEED=<seed>.
 */
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : process.env.CI ? 1_400_214 : Math.floor(Math.random() * 2 ** 31);
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

/** Traces of internals an answer must never show. */
const STACK_TRACE = /\n\s+at\s|\bat\s[\w.$<>]+\s\(\S+:\d+:\d+\)|node:internal|\/src\/\S+\.ts\b/u;
const SQL_TEXT =
  /Failed query|syntax error at or near|violates \S+ constraint|invalid input syntax for type|duplicate key value|out of range for type|unsupported Unicode escape|invalid byte sequence|relation "|drizzle|pg_catalog|select .+ from "/iu;

type Caller = 'anonymous' | 'parent' | 'child' | 'forged';
interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: 'path' | 'query' | 'header'; schema?: JsonSchema }[];
  body?: JsonSchema;
}
interface FuzzRequest {
  kind: string;
  caller: Caller;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** Percent-encodes a value for a path or query (lone surrogates, which have no UTF-8, as the bytes a careless client would send). */
function encode(value: unknown): string {
  const text = typeof value === 'string' ? value : value instanceof Deep ? '['.repeat(value.depth) : JSON.stringify(value);
  try {
    return encodeURIComponent(text);
  } catch {
    return text.replace(/[\uD800-\uDFFF]/gu, '%ED%A0%80').replace(/[^\w%-]/gu, (c) => encodeURIComponent(c));
  }
}

/** Operations answered last: they end the callers' session or rotate its tokens. */
const LAST = ['/api/auth/refresh-token', '/api/auth/sign-out'];

describe.each(BACKENDS)('fuzzing every operation of /api/openapi.json on %s (issue 14 §2)', (backend) => {
  let t: TestApp;
  let operations: Operation[];
  let ctx: ArbitraryContext;
  const tokens: Record<Caller, string | null> = { anonymous: null, parent: null, child: null, forged: null };

  beforeAll(async () => {
    t = await buildTestApp(backend, {
      RATE_LIMIT_AUTH_PER_15_MIN: '1000000',
      RATE_LIMIT_GLOBAL_PER_MIN: '1000000',
      RATE_LIMIT_TEST_EVENTS_PER_MIN: '1000000',
      RATE_LIMIT_ACCOUNT_FAILURES_PER_15_MIN: '1000000',
    });
    await importLearningMap(t.services.database.db, 'map.json', sampleMap());
    await importPacks(t.services.database.db, [{ file: 'pack.json', json: samplePack() }]);
    const student = await verifiedStudent(t.app, 'Fuzz Tester');
    tokens.parent = student.parentToken;
    tokens.child = student.token;
    tokens.forged = `${student.token.slice(0, -4)}AAAA`;
    const call = async (method: 'GET' | 'POST', url: string, payload?: object) =>
      json(await t.app.inject({ method, url, headers: bearer(student.token), ...(payload ? { payload } : {}) }));
    const testSession = String((await call('POST', '/api/v1/test/test-mock-1/session', { goal_code: 'k12-cbse', exam_code: 'cbse-class-10' })).id);
    const practice = String(
      (await call('POST', '/api/v1/practice/session', { type: 'Normal', learning_map: { bundle_code: 'ncert-10-mathematics-ch01' } })).session_id,
    );
    const profiles = json<{ data: { profiles?: { id: string }[] } }>(
      await t.app.inject({ method: 'GET', url: '/api/auth/connected_profiles', headers: bearer(student.parentToken) }),
    );
    const profileId = profiles.data.profiles?.[0]?.id ?? randomUUID();

    const doc = json<{ paths: Record<string, Record<string, Record<string, unknown>>>; components?: { schemas?: Record<string, JsonSchema> } }>(
      await t.app.inject({ method: 'GET', url: '/api/openapi.json' }),
    );
    ctx = {
      components: doc.components?.schemas ?? {},
      known: [
        testSession,
        practice,
        `${practice}:test-math-q1`,
        profileId,
        randomUUID(),
        'test-mock-1',
        'test-math-q1',
        'test-math-q3',
        'test-video-1',
        'test-video-yt',
        'test-book-ncert-10-math',
        'test-sheet-ch01',
        'ncert-10-mathematics-ch01',
        'ncert-10-mathematics-ch01-t01',
        'ncert-10-mathematics-ch01-t02-hcf-lcm',
        'section-a',
        'cbse-class-10',
        'k12-cbse',
        'Video',
        'hi',
        '/media/x.mp4',
      ],
    };
    // The event batch's items are `unknown` in the document (each is validated on its own): fuzz them as test events.
    const eventSchema = z.toJSONSchema(testEventSchema, { io: 'input' }) as JsonSchema;
    operations = Object.entries(doc.paths)
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => {
          let body = (op.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined)?.content?.['application/json']?.schema;
          if (path === '/api/v1/test/{sessionId}/events' && method === 'post')
            body = { type: 'object', properties: { events: { type: 'array', minItems: 1, items: eventSchema } }, required: ['events'] };
          return { method: method.toUpperCase(), path, parameters: (op.parameters as Operation['parameters'] | undefined) ?? [], body };
        }),
      )
      .sort((a, b) => LAST.indexOf(a.path) - LAST.indexOf(b.path));
  }, 120_000);
  afterAll(async () => t?.close());

  /**
   * Requests for one operation, in three kinds: all values valid by the schema or real ids (4 in
   * 10), valid but for one hostile value in one place, a path or query parameter, a body field,
   * the whole body or a header (4 in 10), and anything at all (2 in 10).
   */
  function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
    const valid = (schema: JsonSchema | undefined) => arbitraryOf(schema, ctx);
    const params = op.parameters.filter((p) => p.in === 'path' || p.in === 'query');
    const bodyProps = Object.keys(op.body?.properties ?? {});
    /** Places a hostile value can go: each parameter, each body field, the whole body, the headers. */
    const places = params.length + bodyProps.length + 2;
    const brokenJson = fc.constantFrom('{"a":', 'not json', '\u0000', '{"x":1}garbage', '[]'.repeat(10));
    const hostileHeaders = fc.record(
      {
        'x-browser-id': hostileString,
        'x-otp-token': fc.oneof(hostileString, fc.constantFrom(...ctx.known)),
        'x-refresh-token': hostileString,
        'x-password-reset-token': hostileString,
        'content-type': fc.constantFrom('text/plain', 'application/json; charset=latin1', 'application/x-www-form-urlencoded'),
      },
      { requiredKeys: [] },
    );
    return fc
      .record({
        kind: fc.constantFrom('valid', 'valid', 'one', 'one', 'any'),
        target: fc.nat({ max: places - 1 }),
        caller: fc.constantFrom<Caller>('child', 'child', 'child', 'parent', 'parent', 'anonymous', 'forged'),
        validParams: fc.tuple(...params.map((p) => valid(p.schema))),
        hostileParams: fc.tuple(...params.map(() => fc.oneof(hostileValue, fc.array(hostileString, { minLength: 2, maxLength: 3 })))),
        present: fc.tuple(...params.map((p) => (p.in === 'path' || (p as { required?: boolean }).required ? fc.constant(true) : fc.boolean()))),
        validBody: arbitraryOf(op.body ?? { type: 'object' }, ctx),
        hostileField: hostileValue,
        hostileBody: fc.oneof(hostileValue.map(toJsonText), brokenJson),
        headers: hostileHeaders,
        sendBody: fc.boolean(),
        nested: fc.boolean(),
        pick: fc.nat(),
      })
      .map((g) => {
        const chaos = g.kind === 'any';
        const one = g.kind === 'one';
        const query: string[] = [];
        let path = op.path;
        params.forEach((p, i) => {
          const bad = chaos ? i % 2 === 0 : one && g.target === i;
          const v = bad ? g.hostileParams[i] : g.validParams[i];
          if (p.in === 'path') path = path.replace(`{${p.name}}`, encode(Array.isArray(v) ? v[0] : v));
          else if (bad || g.present[i]) for (const x of Array.isArray(v) ? v : [v]) query.push(`${p.name}=${encode(x)}`);
        });
        let body: string | undefined;
        if (op.body || (g.sendBody && chaos)) {
          const fieldAt = g.target - params.length;
          if ((one && g.target === places - 2) || (chaos && g.sendBody)) body = g.hostileBody;
          else if (one && fieldAt >= 0 && fieldAt < bodyProps.length)
            // A top-level field, or any member at any depth.
            body = toJsonText(
              g.nested ? replaceNested(g.validBody, g.pick, g.hostileField) : { ...(g.validBody as object), [bodyProps[fieldAt]!]: g.hostileField },
            );
          else if (chaos) body = toJsonText(replaceNested(g.validBody, g.pick, g.hostileField));
          else body = toJsonText(g.validBody);
        }
        const token = tokens[g.caller];
        const extra = (one && g.target === places - 1) || chaos ? Object.fromEntries(Object.entries(g.headers).filter(([, v]) => v !== undefined)) : {};
        return {
          kind: g.kind,
          caller: g.caller,
          url: query.length > 0 ? `${path}?${query.join('&')}` : path,
          body,
          headers: { ...(token ? bearer(token) : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...extra } as Record<
            string,
            string
          >,
        };
      });
  }

  it(
    'answers every fuzzed request below 500, without a stack trace or SQL, and stays up',
    async () => {
      console.log(`api fuzz on ${backend}: seed ${SEED}, ${RUNS} requests per operation (replay with FUZZ_SEED=${SEED})`);
      expect(operations.length).toBeGreaterThanOrEqual(90);
      const failures: string[] = [];
      /** Status counts over all requests, and the operations that answered 2xx at least once (how deep the fuzz got). */
      const statuses = new Map<number, number>();
      const reached = new Set<string>();
      for (const [i, op] of operations.entries()) {
        const result = await fc.check(
          fc.asyncProperty(requestsFor(op), async (req) => {
            const res = await t.app.inject({
              method: op.method as 'GET',
              url: req.url,
              headers: req.headers,
              ...(req.body === undefined ? {} : { payload: req.body }),
            });
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            if (res.statusCode < 300) reached.add(`${op.method} ${op.path}`);
            const shown = `${op.method} ${op.path} as ${req.caller} → ${res.statusCode}: ${res.body.slice(0, 300)}`;
            if (res.statusCode >= 500 && res.statusCode !== 501) throw new Error(`5xx: ${shown}`);
            if (STACK_TRACE.test(res.body)) throw new Error(`stack trace in the answer: ${shown}`);
            if (SQL_TEXT.test(res.body)) throw new Error(`SQL in the answer: ${shown}`);
          }),
          { seed: (SEED + i) | 0, numRuns: RUNS, endOnFailure: true },
        );
        if (result.failed) {
          const req = result.counterexample?.[0];
          failures.push(
            `${String(result.errorInstance instanceof Error ? result.errorInstance.message : result.errorInstance)}\n    request: ${JSON.stringify({ ...req, body: req?.body?.slice(0, 300), url: req?.url.slice(0, 300) })}`,
          );
        }
      }
      console.log(
        `api fuzz on ${backend}: ${[...statuses.values()].reduce((a, b) => a + b, 0)} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}; ${reached.size} of ${operations.length} operations answered 2xx`,
      );
      expect(failures, `seed ${SEED}`).toEqual([]);
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect([health.statusCode, json<{ status: string }>(health).status]).toEqual([200, 'ok']);
    },
    // Bounded by the request count, not by time: this only keeps a stuck request from hanging the run.
    600_000,
  );
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, bearer, buildTestApp, verifiedStudent, type TestApp } from '../../test/harness.ts';

/** issue 21 §3: the clickstream never carries a child's name, e-mail or mobile (decision 036). */
describe.each(BACKENDS)('the clickstream carries no child’s name, e-mail or mobile on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('stores events from a child’s token with names, addresses and numbers scrubbed', async () => {
    const child = await verifiedStudent(t.app, 'Kavya Raghunathan');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/data-events/push/v2?namespace=web&topic=clickstream',
      headers: bearer(child.token),
      payload: {
        events: [
          {
            name: 'page_view',
            occurred_at: Date.now(),
            payload: {
              path: '/search/all?q=kavya+notes',
              query: 'Kavya wants notes, mail kavya.r@example.com or ring +91 98450 12345',
              first_name: 'Kavya',
              profile: { mobile: '9845012345', email: 'kavya.r@example.com', grade: 10 },
              labels: ['Raghunathan', 'physics'],
            },
          },
        ],
      },
    });
    expect(res.statusCode).toBe(202);
    await t.services.dataEvents.flush();
    const rows = (await t.services.dataEvents['repo'].all()) as { payload: unknown }[];
    const stored = JSON.stringify(rows.at(-1)!.payload);
    expect(stored).not.toMatch(/kavya|raghunathan|example\.com|98450|9845012345/i);
    expect(rows.at(-1)!.payload).toEqual({
      path: '/search/all?q=[redacted]+notes',
      query: '[redacted] wants notes, mail [redacted] or ring [redacted]',
      profile: { grade: 10 },
      labels: ['[redacted]', 'physics'],
    });
  });
});

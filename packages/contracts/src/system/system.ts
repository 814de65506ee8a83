import { z } from 'zod';

/** GET /api/now (platform.md §7.5): server time in epoch ms. */
export const nowResponse = z.object({ now: z.number().int() });

/** GET /api/health. */
export const healthResponse = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), uptime_s: z.number() });

/** GET /api/dev/outbox (development only): messages sent by the development OTP sender, newest first. */
export const outboxResponse = z.object({
  messages: z.array(
    z.object({
      to: z.string(),
      channel: z.enum(['sms', 'email']),
      text: z.string(),
      otp: z.string().nullable(),
      created_at: z.number().int(),
    }),
  ),
});

/** POST /api/dev/clock (development only, loopback callers): moves the server's business clock `offset_ms` from the real time (0 puts it back). */
export const devClockBody = z.object({
  offset_ms: z
    .number()
    .int()
    .min(-366 * 86_400_000)
    .max(366 * 86_400_000)
    .describe('ms from the real time, at most a year either way'),
});
export const devClockResponse = z.object({ offset_ms: z.number().int(), now: z.string().describe('the business time now, ISO 8601') });

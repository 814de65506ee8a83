import { z } from 'zod';

/**
 * A profile's accommodations (issue 22 §2; docs/decisions/038; docs/api.md "Accommodations"):
 * compensatory time for tests and display settings.
 *
 * GET /api/profiles/{id}/accommodations — the parent token for a profile the account reaches, or
 * the profile's own child token; any other id is 404 PROFILE_NOT_FOUND.
 * PUT /api/profiles/{id}/accommodations — the same callers; `compensatory_time` only with the
 * parent token (a child token is 403 COMPENSATORY_TIME_PARENT_ONLY); returns the stored record.
 */

/** The smallest and largest text size, percent of the default. */
export const TEXT_SCALE_MIN = 100;
export const TEXT_SCALE_MAX = 200;

/** Display settings of a profile, applied everywhere including the test screen. */
export const displaySettings = z.object({
  text_scale: z
    .number()
    .int('text_scale must be a whole number')
    .min(TEXT_SCALE_MIN, `text_scale is ${TEXT_SCALE_MIN}–${TEXT_SCALE_MAX}`)
    .max(TEXT_SCALE_MAX, `text_scale is ${TEXT_SCALE_MIN}–${TEXT_SCALE_MAX}`)
    .describe('text size, percent of the default (100–200)'),
  high_contrast: z.boolean().describe('the high-contrast theme'),
  reduced_motion: z
    .enum(['system', 'reduce', 'no-preference'])
    .describe("system: follow the device's prefers-reduced-motion; reduce: always reduce; no-preference: never"),
  dyslexia_font: z.boolean().describe('a font designed for legibility (Atkinson Hyperlegible) for the interface and questions'),
});
export type DisplaySettings = z.infer<typeof displaySettings>;

/** The defaults (no stored row). */
export const DEFAULT_DISPLAY_SETTINGS: DisplaySettings = { text_scale: 100, high_contrast: false, reduced_motion: 'system', dyslexia_font: false };

/** Compensatory time as stored and shown. */
export const compensatoryTime = z.object({
  minutes_per_hour: z.number().int().describe('minutes added per hour of a test (0 = none; NTA: 20 for a benchmark disability)'),
  benchmark_disability: z.boolean(),
  basis: z.string().describe('what it rests on (e.g. the disability certificate), as the setter wrote it'),
  set_by: z.enum(['account_holder', 'administrator']).nullable().describe('null while never set'),
  set_at: z.string().nullable().describe('ISO 8601'),
});

/** GET/PUT answer. */
export const accommodationsData = z.object({
  profile_id: z.string(),
  compensatory_time: compensatoryTime,
  display: displaySettings,
  can_set_compensatory_time: z.boolean().describe('true for the parent token (a child cannot set its own)'),
});
export type AccommodationsData = z.infer<typeof accommodationsData>;

/** Path of both calls. */
export const accommodationsParams = z.object({ id: z.string().max(64) });

/** PUT body: either part, or both; display fields omitted keep their stored value. */
export const putAccommodationsBody = z
  .object({
    compensatory_time: z
      .object({
        benchmark_disability: z.boolean(),
        minutes_per_hour: z
          .number()
          .int('minutes_per_hour must be a whole number')
          .min(0, 'minutes_per_hour is 0–60')
          .max(60, 'minutes_per_hour is 0–60')
          .optional()
          .describe('absent: 20 with a declared benchmark disability, else 0'),
        basis: z.string().trim().max(500, 'basis is at most 500 characters').default(''),
      })
      .strict()
      .optional(),
    display: displaySettings.partial().strict().optional(),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (!b.compensatory_time && !b.display) ctx.addIssue({ code: 'custom', path: ['display'], message: 'give display or compensatory_time' });
    const c = b.compensatory_time;
    const extra = c ? (c.minutes_per_hour ?? (c.benchmark_disability ? 20 : 0)) : 0;
    if (c && extra > 0 && c.basis.length === 0)
      ctx.addIssue({ code: 'custom', path: ['compensatory_time', 'basis'], message: 'basis is required when compensatory time is given' });
  });
export type PutAccommodationsBody = z.infer<typeof putAccommodationsBody>;

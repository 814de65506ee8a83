import { z } from 'zod';
import { SUPPORTED_LOCALES } from '@abhyas/domain';

/**
 * Error body of every non-2xx answer (issue #2 §2). `details` lists each input problem for 400;
 * a detail's `reason` is a stable key a client can translate (e.g. PASSWORD_WEAK's weakness).
 */
export const errorResponse = z
  .object({
    error: z.object({
      code: z.string().meta({ example: 'VALIDATION_FAILED' }),
      message: z.string(),
      details: z.array(z.object({ path: z.string(), message: z.string(), reason: z.string().optional() })).optional(),
    }),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Interface locale code (platform.md §3 Language option). */
export const localeSchema = z.enum(SUPPORTED_LOCALES as unknown as [string, ...string[]]);

/**
 * A `locale` field: a language tag (`en`, `hi`, `hi-IN`), at most 8 characters. Tags not among
 * the interface languages fall back to English where the call says so; anything that is not a tag
 * (`toString`, `../x`) is 400, so a locale never reaches a name lookup as an arbitrary key.
 */
export const localeParam = z
  .string()
  .max(8)
  .regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,4})?$/, 'must be a language tag such as en, hi or hi-IN');

/** `?locale=` accepted by most account calls; unknown values fall back to English rather than failing. */
export const localeQuery = z.object({
  locale: localeParam.optional(),
});

export { HEADER } from './constants.ts';

export const uuidSchema = z.uuid();

/** Envelope used by the account calls: `{ status, data }` mirrors the HTTP status (platform.md §5). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), data });
}

export const okResponse = z.object({ status: z.number().int(), message: z.string() });

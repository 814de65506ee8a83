import { z } from 'zod';
import { localeParam } from '../common.ts';

/** A profile id in a body or path (UUID). */
const profileId = z.uuid({ error: 'profile_id must be a profile id (UUID).' });

/**
 * A child profile's consent state (issue 21 §3; decision 036). `pending`: learning records are kept
 * until `pending_until` (epoch ms; 30 days after `pending_since`), then deleted unless a parent consents.
 */
export const consentState = z.object({
  profile_id: z.string(),
  first_name: z.string(),
  status: z.enum(['given', 'pending']),
  /** How the profile came: added by a parent, by a student alone, or before consent was asked. */
  origin: z.enum(['parent', 'student', 'existing']),
  pending_since: z.number().int(),
  pending_until: z.number().int().nullable(),
  consented_at: z.number().int().nullable(),
  consented_by_first_name: z.string().nullable(),
  wording_version: z.string().nullable(),
  /** True when the caller (a parent token) may give consent for this profile now. */
  can_consent: z.boolean(),
});
export type ConsentState = z.infer<typeof consentState>;

/** GET /api/family/consent: the profiles the caller reaches (a child token: its own) and the current wording version. */
export const consentListResponse = z.object({
  status: z.number().int(),
  data: z.object({ wording_version: z.string(), profiles: z.array(consentState) }),
});

/** POST /api/family/consent: a parent consents for a profile with the wording shown. */
export const giveConsentBody = z
  .object({
    profile_id: profileId,
    wording_version: z.string().min(1).max(40),
    wording_locale: localeParam,
    /** SHA-256 (lower-case hex) of the exact text shown (`CONSENT_WORDINGS[version][locale]`). */
    wording_hash: z.string().regex(/^[0-9a-f]{64}$/, 'wording_hash must be the SHA-256 of the wording, 64 lower-case hex digits.'),
  })
  .strict();
export type GiveConsentBody = z.infer<typeof giveConsentBody>;
export const consentResponse = z.object({ status: z.number().int(), data: consentState });

/** An export of a profile's data (docs/data-export.md). `download_url` while ready and unexpired. */
export const dataExport = z.object({
  id: z.string(),
  profile_id: z.string(),
  status: z.enum(['pending', 'ready', 'failed', 'expired']),
  requested_at: z.number().int(),
  ready_at: z.number().int().nullable(),
  expires_at: z.number().int().nullable(),
  size_bytes: z.number().int().nullable(),
  /** Path of the signed link (HMAC, expiry in the URL), valid until `expires_at`. */
  download_url: z.string().nullable(),
});
export type DataExport = z.infer<typeof dataExport>;
export const exportBody = z.object({ profile_id: profileId }).strict();
export const exportResponse = z.object({ status: z.number().int(), data: dataExport });
export const exportListResponse = z.object({ status: z.number().int(), data: z.array(dataExport) });
export const exportDownloadParams = z.object({ id: z.uuid({ error: 'id must be an export id (UUID).' }) });
export const exportDownloadQuery = z.object({
  expires: z.coerce.number({ error: 'expires must be a time in epoch ms.' }).int(),
  sig: z.string().min(1).max(200),
});

/** An erasure waiting for its grace to end (7 days), restorable until `purge_after`. */
export const erasureRequest = z.object({
  id: z.string(),
  scope: z.enum(['profile', 'account']),
  profile_id: z.string().nullable(),
  first_name: z.string().nullable(),
  requested_at: z.number().int(),
  purge_after: z.number().int(),
});
export type ErasureRequest = z.infer<typeof erasureRequest>;
export const erasureBody = z
  .object({ scope: z.enum(['profile', 'account'], { error: "scope must be 'profile' or 'account'." }), profile_id: profileId.optional() })
  .strict()
  .refine((b) => b.scope === 'account' || b.profile_id !== undefined, { path: ['profile_id'], message: "profile_id is required when scope is 'profile'." });
export const erasureResponse = z.object({ status: z.number().int(), data: erasureRequest });
export const erasureListResponse = z.object({ status: z.number().int(), data: z.array(erasureRequest) });
export const erasureParams = z.object({ id: z.uuid({ error: 'id must be an erasure id (UUID).' }) });

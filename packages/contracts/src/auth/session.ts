import { z } from 'zod';

/** POST /api/auth/user/details?is_guest=true (platform.md §3 Guest token response, §7.1). */
export const guestBody = z
  .object({
    sender_id: z.string().max(200).optional(),
    ga_id: z.string().max(200).optional(),
    source: z.string().max(100).optional(),
    source_type: z.string().max(100).optional(),
  })
  .default({});
export const guestQuery = z.object({ is_guest: z.enum(['true']) });
export const guestResponse = z.object({ guest_token: z.string(), guest_session_id: z.string() });

/** GET /api/auth/get-session (platform.md §7.1). */
export const sessionResponse = z.object({
  status: z.number().int(),
  data: z.object({
    session_id: z.string(),
    user_id: z.string(),
    profile_id: z.string().nullable(),
    kind: z.enum(['parent', 'child']),
    verified: z.boolean(),
    created_at: z.number().int(),
    expires_at: z.number().int(),
  }),
});

/**
 * GET /api/auth/refresh-token (platform.md §4.5, §7.1): refresh token in `x-refresh-token` or the
 * HttpOnly cookie; `profile_id` asks for a child token. New tokens come back in `x-auth-token`
 * and `x-refresh-token`.
 */
export const refreshQuery = z.object({ profile_id: z.uuid().optional() });
export const refreshResponse = z.object({ status: z.number().int(), expires_in: z.number().int() });

/** POST /api/auth/google_sign_in, /facebook_sign_in (platform.md §7.2). */
export const socialSignInBody = z.object({
  code: z.string().min(1).max(4096),
  redirect_uri: z.url(),
  device_id: z.string().max(200).optional(),
});

/** POST /api/auth/sso/verify?token= (platform.md §7.2; neutral name for the SSO partner path). */
export const ssoQuery = z.object({ token: z.string().min(1).max(4096) });

/** GET /api/auth/providers: which social sign-in and SSO providers are configured. */
export const providersResponse = z.object({
  google: z.object({ enabled: z.boolean(), client_id: z.string().nullable(), authorize_url: z.string().nullable() }),
  facebook: z.object({ enabled: z.boolean(), client_id: z.string().nullable(), authorize_url: z.string().nullable() }),
  sso: z.object({ enabled: z.boolean() }),
});

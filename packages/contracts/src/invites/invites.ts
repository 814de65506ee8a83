import { z } from 'zod';

/**
 * Relationship of an invited adult to the child's family (platform.md §7.1 send-invite
 * `relationship_type`): 1 parent, 2 mother, 3 father, 4 guardian (docs/decisions/033).
 */
export const RELATIONSHIP_TYPES = { 1: 'parent', 2: 'mother', 3: 'father', 4: 'guardian' } as const;
export type RelationshipType = keyof typeof RELATIONSHIP_TYPES;

/** `relationship_type`: 1 parent, 2 mother, 3 father, 4 guardian. */
export const relationshipTypeSchema = z
  .number({ error: 'relationship_type must be a number: 1 parent, 2 mother, 3 father or 4 guardian.' })
  .int()
  .min(1, 'relationship_type must be 1 parent, 2 mother, 3 father or 4 guardian.')
  .max(4, 'relationship_type must be 1 parent, 2 mother, 3 father or 4 guardian.');

/** The invite token in a path: `/api/invites/{token}` (the link's last segment, base64url). */
export const inviteTokenParams = z.object({ token: z.string().min(1).max(200) });

/** GET /api/invites/{token}: a valid invite as its page shows it; never the inviter's contact details. */
export const invitePreview = z.object({
  /** The first name of whoever sent it (the parent account, or the student when a profile sent it). */
  inviter_first_name: z.string(),
  relationship_type: z.number().int(),
  /** Expiry, epoch ms (sent + 7 days). */
  expires_at: z.number().int(),
});
export const invitePreviewResponse = z.object({ status: z.number().int(), data: invitePreview });

/** State of a sent invite: accepted once used; expired past its 7 days unused; else pending. */
export const inviteStatusSchema = z.enum(['pending', 'accepted', 'expired']);
export type InviteStatus = z.infer<typeof inviteStatusSchema>;

/** GET /api/invites?status: the caller's sent invites. */
export const invitesQuery = z.object({ status: inviteStatusSchema.optional() });

/** One sent invite; the invited mobile is masked to its last 4 digits. */
export const sentInvite = z.object({
  id: z.string(),
  mobile_masked: z.string(),
  relationship_type: z.number().int(),
  status: inviteStatusSchema,
  /** Epoch ms. */
  created_at: z.number().int(),
  expires_at: z.number().int(),
  /** Epoch ms; null until accepted. */
  accepted_at: z.number().int().nullable(),
  /** First name of the adult who joined; null until accepted. */
  accepted_by_first_name: z.string().nullable(),
});
export type SentInvite = z.infer<typeof sentInvite>;
export const sentInvitesResponse = z.object({ status: z.number().int(), data: z.array(sentInvite) });

/** POST /api/invites/{token}/accept: the family the caller joined. */
export const inviteAccepted = z.object({
  relationship_type: z.number().int(),
  /** The child profiles now listed in the caller's connected_profiles. */
  profile_ids: z.array(z.string()),
});
export const inviteAcceptedResponse = z.object({ status: z.number().int(), data: inviteAccepted });

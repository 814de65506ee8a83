import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * Parent account (platform.md §3 User). E-mail stored lower-case, mobile as 10 digits.
 * An address is unique only among accounts that have verified it: an unverified claim does not
 * stop its real owner from signing up, and is dropped when the owner proves the address (issue 14
 * §1.3, OWASP ASVS V6; docs/decisions/016-account-identifiers-and-refresh-grace.md).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email'),
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    mobileVerified: boolean('mobile_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    orgId: text('org_id'),
    deviceId: text('device_id'),
    profilePic: text('profile_pic'),
    locale: text('locale').notNull().default('en'),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    featureFlags: jsonb('feature_flags').$type<Record<string, boolean>>().notNull().default({}),
    signupSource: text('signup_source'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_verified_email_key')
      .on(t.email)
      .where(sql`${t.email} is not null and ${t.emailVerified}`),
    uniqueIndex('users_verified_mobile_key')
      .on(t.mobile)
      .where(sql`${t.mobile} is not null and ${t.mobileVerified}`),
    index('users_email_idx').on(t.email),
    index('users_mobile_idx').on(t.mobile),
  ],
);

/** Linked identity from a social or SSO provider. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('user_identities_provider_subject_key').on(t.provider, t.subject)],
);

/** Child (student) profile (platform.md §3 Profile). */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    goalCode: text('goal_code').notNull(),
    examCode: text('exam_code').notNull(),
    locale: text('locale').notNull().default('en'),
    videoQuality: text('video_quality').notNull().default('auto'),
    avatarColor: text('avatar_color').notNull().default('orange'),
    schoolId: text('school_id'),
    subOrgId: text('sub_org_id'),
    /** The student's school and where it is (issue 15: asked on the child's profile, not at the parent's sign-up). */
    schoolName: text('school_name'),
    /** `village`, `town` or `city`. */
    whereIsSchool: text('where_is_school'),
    stateName: text('state_name'),
    districtName: text('district_name'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('profiles_user_idx').on(t.userId)],
);

/** A signed-in session: one per sign-in; its refresh tokens form one rotation family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    browserId: text('browser_id'),
    /**
     * The address the session was opened through (`email:<address>`, `mobile:<digits>`), or null
     * (social sign-in, SSO). When another account proves that address, this account's claim on it
     * is dropped and its sessions opened through it end.
     */
    loginVia: text('login_via'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Opaque refresh tokens, stored as SHA-256 hashes, rotated on every use. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_session_idx').on(t.sessionId)],
);

/** One-time passwords, stored hashed; single use, limited tries (issue #2 §3). */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    channel: text('channel').notNull(),
    destination: text('destination').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_codes_user_idx').on(t.userId)],
);

/** Messages written by the development OTP sender (served at /api/dev/outbox outside production). */
export const devOutbox = pgTable('dev_outbox', {
  id: uuid('id').primaryKey(),
  recipient: text('recipient').notNull(),
  channel: text('channel').notNull(),
  text: text('text').notNull(),
  otp: text('otp'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Counted attempts per account key (failed sign-ins, OTP sends), for per-account rate limits. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: uuid('id').primaryKey(),
    accountKey: text('account_key').notNull(),
    kind: text('kind').notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
  },
  (t) => [index('auth_attempts_key_idx').on(t.accountKey, t.kind, t.at)],
);

/** Push notification tokens per device (platform.md §7.2). */
export const pushTokens = pgTable(
  'push_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    token: text('token').notNull(),
    platform: text('platform').notNull(),
    /** The profile whose token registered it (a profile's pushes go to its devices); null: the parent's token. */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** A browser's Web Push subscription (issue 20 §2): endpoint and keys; null for other tokens. */
    webPush: jsonb('web_push').$type<{ endpoint: string; keys: { p256dh: string; auth: string } }>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_tokens_user_device_key').on(t.userId, t.deviceId), index('push_tokens_profile_idx').on(t.profileId)],
);

/**
 * Invitations to join a child's family, sent to an adult's mobile (platform.md §7.1 send-invite;
 * issue 21 §1; docs/decisions/033). The link carries a random 256-bit token; only its SHA-256 is
 * stored. Single use (`used_at`), valid 7 days (`expires_at`).
 */
export const invites = pgTable(
  'invites',
  {
    id: uuid('id').primaryKey(),
    /** The account that sent it (the session owner; a student's invite is sent from its parent's session). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Set when a student (child token) sent it: that profile. */
    inviterProfileId: uuid('inviter_profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** The family joined: the account that holds the child profiles. */
    familyUserId: uuid('family_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mobile: text('mobile').notNull(),
    relationshipType: integer('relationship_type').notNull(),
    /** SHA-256 (hex) of the link's token; null for invites sent before links were tokens (never usable). */
    tokenHash: text('token_hash'),
    expiresAt: ts('expires_at').notNull().defaultNow(),
    usedAt: ts('used_at'),
    usedByUserId: uuid('used_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invites_token_hash_key').on(t.tokenHash), index('invites_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Adults linked to a family by an accepted invite (issue 21 §1; docs/decisions/033). A family is
 * the account that holds the child profiles; a member account sees those profiles in its
 * connected_profiles with its own login. One row per family and member.
 */
export const familyMembers = pgTable(
  'family_members',
  {
    id: uuid('id').primaryKey(),
    familyUserId: uuid('family_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: uuid('member_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationshipType: integer('relationship_type').notNull(),
    inviteId: uuid('invite_id').references(() => invites.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('family_members_family_member_key').on(t.familyUserId, t.memberUserId), index('family_members_member_idx').on(t.memberUserId)],
);

/** Guest sessions handed out to visitors (platform.md §3 Guest token response). */
export const guestSessions = pgTable('guest_sessions', {
  id: uuid('id').primaryKey(),
  browserId: text('browser_id'),
  source: text('source'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

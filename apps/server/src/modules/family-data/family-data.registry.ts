/**
 * THE registry of the tables that hold a child profile's or an account's data (issue 21 §3;
 * decision 036). Export (every table of a profile appears in its ZIP) and erasure (every row goes)
 * both read this one list, and `family-data.registry.test.ts` reads information_schema and fails
 * when a table that refers to profiles or accounts (a foreign key to `users`/`profiles` or to a
 * listed table, or a column named like `profile_id`, `child_id`, `user_id`, `account_key`,
 * `member_user_id`, `created_by` …) is missing here. A new table with such a column goes here.
 *
 * A `link` says how a row reaches its person: a column holding a profile id (`to: 'profiles'`), an
 * account id (`to: 'users'`), or the id of a row of another listed table (`to: <table>`, e.g. a
 * practice attempt's `session_id`). Erasure deletes the rows a link reaches, or with
 * `erase: 'nullify'` only clears the column (the row is kept without the identifier). Entries are
 * in erasure order: a table comes before the tables its links point to.
 */
export interface RegistryLink {
  column: string;
  to: 'profiles' | 'users' | string;
  /** `delete` (default) the row, or `nullify` the column and keep the row without the identifier. */
  erase?: 'delete' | 'nullify';
}

export interface RegistryEntry {
  table: string;
  links: RegistryLink[];
  /** A learning record: deleted when a profile's consent is still pending after 30 days. */
  learning?: boolean;
  /** Columns left out of the export (secrets: hashes of passwords, tokens and codes; the ZIP itself). */
  omit?: string[];
}

/** A table that refers to people but is deliberately outside export and erasure, with why. */
export interface RegistryExclusion {
  table: string;
  reason: string;
}

const P = (column = 'profile_id', erase?: 'nullify'): RegistryLink => ({ column, to: 'profiles', ...(erase ? { erase } : {}) });
const U = (column = 'user_id', erase?: 'nullify'): RegistryLink => ({ column, to: 'users', ...(erase ? { erase } : {}) });

export const FAMILY_DATA_REGISTRY: RegistryEntry[] = [
  // Practice (reached through the session) and its parents.
  { table: 'practice_attempts', links: [{ column: 'session_id', to: 'practice_sessions' }], learning: true },
  { table: 'practice_question_log', links: [{ column: 'session_id', to: 'practice_sessions' }], learning: true },
  { table: 'practice_step_attempts', links: [{ column: 'session_id', to: 'practice_sessions' }], learning: true },
  { table: 'practice_events', links: [{ column: 'session_id', to: 'practice_sessions' }], learning: true },
  { table: 'practice_interventions', links: [{ column: 'session_id', to: 'practice_sessions' }], learning: true },
  { table: 'practice_sessions', links: [P()], learning: true },
  { table: 'practice_error_reports', links: [P('profile_id', 'nullify')] },
  { table: 'concept_mastery', links: [P()], learning: true },
  { table: 'embium_ledger', links: [P()], learning: true },
  { table: 'content_bookmarks', links: [P()], learning: true },
  { table: 'paj_progress', links: [P()], learning: true },
  { table: 'paj_journeys', links: [P()], learning: true },
  // Tests: the questionnaire and the events hang on the session; a custom test's paper on the profile.
  { table: 'achieve_questionnaires', links: [P(), { column: 'session_id', to: 'test_sessions' }], learning: true },
  { table: 'test_events', links: [{ column: 'session_id', to: 'test_sessions' }], learning: true },
  { table: 'diagnostic_tests', links: [P()], learning: true },
  { table: 'test_sessions', links: [P()], learning: true },
  { table: 'mocktest_bundles', links: [P('owner_profile_id')], learning: true, omit: ['password_hash'] },
  { table: 'achieve_targets', links: [P()], learning: true },
  { table: 'readiness_predictions', links: [P()], learning: true },
  { table: 'success_story_consents', links: [P()] },
  // Revision.
  { table: 'revision_list_items', links: [{ column: 'list_id', to: 'revision_lists' }], learning: true },
  { table: 'revision_lists', links: [P()], learning: true },
  { table: 'revision_cards', links: [P()], learning: true },
  { table: 'revision_reviews', links: [P()], learning: true },
  { table: 'revision_days_done', links: [P()], learning: true },
  { table: 'revision_settings', links: [P()] },
  // Learn: video progress, activities, likes, tracked links.
  { table: 'video_progress', links: [P()], learning: true },
  { table: 'user_activities', links: [P()], learning: true },
  { table: 'content_reactions', links: [P()], learning: true },
  { table: 'tracking_events', links: [P(), { column: 'tracking_id', to: 'tracking_links' }], learning: true },
  { table: 'tracking_opens', links: [P(), { column: 'tracking_id', to: 'tracking_links' }], learning: true },
  { table: 'tracking_links', links: [U('created_by')] },
  { table: 'timeline_activities', links: [P()], learning: true },
  // Notifications and the event stream (the stream has no foreign keys: listed by its columns).
  { table: 'in_app_notifications', links: [P()] },
  { table: 'notification_preferences', links: [P()] },
  { table: 'notification_deliveries', links: [P()] },
  { table: 'notification_settings', links: [P()] },
  // Parents' weekly digest (decision 035): the opt-out and the weeks sent, per account.
  { table: 'parent_digest_sends', links: [U()] },
  { table: 'parent_digest_settings', links: [U()] },
  // Accommodations (decision 038): the profile's settings; who set them is cleared when that account goes.
  { table: 'profile_accommodations', links: [P(), U('set_by_user_id', 'nullify')] },
  // Feedback (decision 040): what a learner or guest wrote; a signed-in sender's ids.
  { table: 'feedback', links: [P(), U()] },
  { table: 'data_events', links: [P(), U()], learning: true },
  // This module's own tables.
  { table: 'data_exports', links: [P(), U()], omit: ['archive'] },
  { table: 'erasure_requests', links: [P(), U()] },
  { table: 'profile_consents', links: [P(), U('consented_by_user_id', 'nullify')] },
  // Schools (decision 041): a student's class memberships and the books they marked done; a staff
  // account's memberships. The classes, their assignments and live classes are the institute's
  // (excluded below), so the class and assignment links reach no one.
  { table: 'assignment_done', links: [P(), { column: 'assignment_id', to: 'assignments' }], learning: true },
  { table: 'class_students', links: [P(), { column: 'class_id', to: 'classes' }] },
  { table: 'institute_members', links: [U()] },
  // A student's answers to a live class's quick questions (the questions are the institute's, below).
  { table: 'live_class_answers', links: [P(), { column: 'question_id', to: 'live_class_questions' }], learning: true },
  // Family links and invites.
  {
    table: 'family_members',
    links: [U('family_user_id'), U('member_user_id'), { column: 'invite_id', to: 'invites', erase: 'nullify' }],
  },
  { table: 'invites', links: [P('inviter_profile_id'), U(), U('family_user_id'), U('used_by_user_id', 'nullify')], omit: ['token_hash'] },
  // The profile itself, then the account's own tables and the account.
  { table: 'profiles', links: [{ column: 'id', to: 'profiles' }, U()] },
  { table: 'refresh_tokens', links: [{ column: 'session_id', to: 'sessions' }], omit: ['token_hash'] },
  { table: 'sessions', links: [U()] },
  { table: 'otp_codes', links: [U()], omit: ['code_hash'] },
  { table: 'push_tokens', links: [U(), P('profile_id', 'nullify')], omit: ['token', 'web_push'] },
  { table: 'user_identities', links: [U()] },
  { table: 'users', links: [{ column: 'id', to: 'users' }], omit: ['password_hash'] },
];

export const FAMILY_DATA_EXCLUSIONS: RegistryExclusion[] = [
  {
    table: 'auth_attempts',
    reason: 'rate-limit counters keyed by a login address (no account id), read for 15 minutes only; they say nothing about a child',
  },
  {
    table: 'classes',
    reason:
      'an institute’s class: its name, exam and join code belong to the school; the teacher’s account id is cleared by its foreign key (on delete set null) when that account is erased, and the class stays with the school',
  },
  { table: 'assignments', reason: 'work a class’s staff set (a chapter, test, video or book and its dates): the school’s, about no student' },
  { table: 'live_classes', reason: 'a class’s scheduled meeting (title, time, room): the school’s, about no student' },
  {
    table: 'live_class_questions',
    reason:
      'a bank question a class’s staff pushed in a live class and when it closes: the school’s, about no student; who pushed it is cleared by its foreign key (on delete set null) when that account is erased',
  },
];

/** The registry entry of `table`, or undefined. */
export const registryEntry = (table: string): RegistryEntry | undefined => FAMILY_DATA_REGISTRY.find((e) => e.table === table);

/**
 * The contract's constants, without a schema: the web app imports them from here
 * (`@abhyas/contracts/constants`), so none of the contract's zod schemas is shipped to the browser
 * (decision 051). The modules they belong to re-export them, so the server reads them where it always
 * did.
 */

/** Headers sent by every client call (platform.md §7: browser-id on all calls). */
export const HEADER = {
  authToken: 'x-auth-token',
  refreshToken: 'x-refresh-token',
  otpToken: 'x-otp-token',
  passwordResetToken: 'x-password-reset-token',
  browserId: 'x-browser-id',
  requestId: 'x-request-id',
} as const;

/** What the feedback is about (issue 24 §5 `/feedback`). */
export const FEEDBACK_CATEGORIES = ['idea', 'problem', 'content', 'other'] as const;
/** Longest feedback message (characters). */
export const FEEDBACK_MESSAGE_MAX = 2000;
/** Shortest feedback message (characters, after trimming). */
export const FEEDBACK_MESSAGE_MIN = 10;

/** Entities search covers (issue #3 §6; learning.md §2 Search), in the order groups are listed. */
export const SEARCH_ENTITIES = ['chapter', 'topic', 'concept', 'note', 'video', 'question', 'book', 'test'] as const;
/** Longest search query accepted (characters). */
export const SEARCH_MAX_QUERY = 200;

/** Notification page size (platform.md §9). */
export const NOTIFICATION_PAGE_SIZE = 8;
/** How long a deleted notification can be undone before the real DELETE is sent, ms (platform.md §9). */
export const NOTIFICATION_UNDO_MS = 6000;
/** The notification preference channels (platform.md §3): e-mail, SMS, WhatsApp, push, in-app. */
export const NOTIFICATION_CHANNELS = ['EM', 'SMS', 'WA', 'PN', 'IA'] as const;

/** How long a pushed in-class question stays open for answers, seconds (default 60). */
export const LIVE_QUESTION_SECONDS = { min: 10, max: 600, default: 60 } as const;

/** Why questions were left unanswered after a journey test (multi-select), in the order shown. */
export const SKIP_REASONS = ['out_of_time', 'concept_unknown', 'too_long', 'negative_marking', 'other'] as const;

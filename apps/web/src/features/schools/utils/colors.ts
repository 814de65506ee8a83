import { DONE_TEXT } from '../../../components/ui/state-colors.ts';

/** Text colours of the school screens' states on white and on their light badges, at least 4.5:1 (WCAG AA). */
export { DONE_TEXT };
/** A status's badge colour and its text colour. */
export const STATUS_BADGE = {
  not_started: { color: 'gray', c: 'gray.9' },
  in_progress: { color: 'blue', c: 'blue.9' },
  completed: { color: 'green', c: DONE_TEXT },
} as const;

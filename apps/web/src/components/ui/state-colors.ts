/**
 * Text colours of "done" and "right" states that keep WCAG AA contrast (at least 4.5:1) on white and
 * on Mantine's light green badges and alerts: Mantine's own green 9 (#2b8a3e) is 3.8:1 on its light
 * badge and 4.3:1 on white.
 */
export const DONE_TEXT = '#1b5e20';

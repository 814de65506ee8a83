/**
 * The timeline feature's public face (issue 19 §1; platform.md §1 user home "timeline"): what other
 * features and the app routes may import (the lint rule in eslint.layers.js).
 */

/** Loads the `/user-home/my-timeline` route component (its own chunk). */
export const loadTimelineRoutes = () => import('./components/timeline-routes.tsx');

/**
 * For the `/user-home` dashboard: `useTimelineDays({ days: 2, locale })` reads today and yesterday
 * (one page; `data.today` is the server's India date), `TimelineDays` renders them under Today /
 * Yesterday headings (`headingOrder` 3 inside a section), `TimelineItemRow` one item (an `<li>`),
 * `TimelineEmpty` the first-step state; `postTimelineActivity` records an activity (source_reference required).
 */
export { useTimelineDays, postTimelineActivity, usePostTimelineActivity, timelinePaths } from './api/timeline.ts';
export { TimelineDays, TimelineItemRow } from './components/timeline-item.tsx';
export { TimelineEmpty, TimelineError, TimelineSkeleton } from './components/timeline-states.tsx';

import { z } from 'zod';
import { localeParam } from '../common.ts';
import { isCalendarDate, isInAppPath, MILESTONE_KINDS, TIMELINE_ACTIVITY_TYPES, TIMELINE_KINDS, TIMELINE_MAX_PAGE_DAYS } from '@abhyas/domain';

/**
 * The timeline (platform.md §1 user home, §2 `/user-home/my-timeline`, §7.5 Timeline: "GET config;
 * POST activity (only when source_reference is present), header carrying the child token"): the
 * profile's activity day by day in India time, newest first, from the records the product keeps
 * (videos watched, practice sessions, tests, milestones) and the activities clients post. Child
 * (profile) token. docs/api.md "Timeline"; decision 029.
 */

const childId = z.string().max(64).optional().describe("the token's own profile; any other is 404");
const calendarDate = z.string().refine(isCalendarDate, 'Use a calendar date YYYY-MM-DD, e.g. 2026-03-10.');

/** GET /api/timeline/config?locale&child_id. */
export const timelineConfigQuery = z.object({ locale: localeParam.optional(), child_id: childId });

/** GET /api/timeline/config: what the timeline holds and how it pages. */
export const timelineConfigResponse = z.object({
  data: z.object({
    time_zone: z.literal('Asia/Kolkata').describe('days are cut at midnight here'),
    page_days: z.number().int().describe('calendar days a page covers by default'),
    max_page_days: z.number().int(),
    kinds: z.array(z.object({ kind: z.enum(TIMELINE_KINDS), icon: z.string().describe('a Tabler icon name') })),
    activity_types: z.array(z.enum(TIMELINE_ACTIVITY_TYPES)).describe('what POST /api/timeline/activity accepts as activity_type'),
    milestone_kinds: z.array(z.enum(MILESTONE_KINDS)),
  }),
});
export type TimelineConfig = z.infer<typeof timelineConfigResponse>['data'];

/** GET /api/timeline?before&days&locale&child_id: one page of calendar days. */
export const timelineQuery = z.object({
  before: calendarDate.optional().describe('YYYY-MM-DD (India), exclusive: the page ends the day before; absent: the page ends today'),
  days: z.coerce.number().int().min(1).max(TIMELINE_MAX_PAGE_DAYS).default(7).describe(`calendar days the page covers, 1–${TIMELINE_MAX_PAGE_DAYS}`),
  locale: localeParam.optional(),
  child_id: childId,
});

/** The figures of an item; only those of its kind are set. */
export const timelineDetailSchema = z.object({
  minutes: z.number().int().optional().describe('time spent, whole minutes'),
  percent_watched: z.number().int().optional().describe('video: watched of its length, 0–100'),
  completed: z.boolean().optional().describe('video: watched to the end at least once'),
  answered: z.number().int().optional().describe('practice: questions answered that day (a revealed solution is not an answer)'),
  correct: z.number().int().optional(),
  accuracy_pct: z.number().int().nullable().optional().describe('practice: correct of answered, whole percent; null when none answered'),
  score: z.number().optional().describe('test: marks scored'),
  max_marks: z.number().nullable().optional(),
  diagnostic: z.boolean().optional().describe('test: an Achieve diagnostic test'),
  milestone: z.enum(MILESTONE_KINDS).optional(),
  activity_type: z.enum(TIMELINE_ACTIVITY_TYPES).optional(),
});
export type TimelineDetail = z.infer<typeof timelineDetailSchema>;

/** An item of a day. */
export const timelineItemSchema = z.object({
  id: z.string().describe('stable: kind:record id'),
  kind: z.enum(TIMELINE_KINDS),
  title: z.string().describe('the video, session, test or milestone subject, in the asked locale where the content has one'),
  detail: timelineDetailSchema,
  at: z.number().int().describe('epoch ms'),
  link: z.string().nullable().describe('a web path inside the app, or null'),
});
export type TimelineItem = z.infer<typeof timelineItemSchema>;

/** GET /api/timeline: the days of the page that have items, newest first. */
export const timelineResponse = z.object({
  data: z.object({
    profile_id: z.string(),
    today: z.string().describe('YYYY-MM-DD in India now'),
    from: z.string().describe('first day of the page (YYYY-MM-DD)'),
    to: z.string().describe('last day of the page (YYYY-MM-DD)'),
    days: z.array(z.object({ date: z.string(), items: z.array(timelineItemSchema) })),
    next_before: z.string().nullable().describe('`before` of the next, earlier page (it starts at a day with items); null: nothing earlier'),
  }),
});
export type TimelinePage = z.infer<typeof timelineResponse>['data'];
export type TimelineDayView = TimelinePage['days'][number];

/** POST /api/timeline/activity body: an activity the client saw happen. */
export const timelineActivityBody = z.object({
  source_reference: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .describe('required: what the activity comes from (e.g. a content id or session id); one activity per profile and reference'),
  activity_type: z.enum(TIMELINE_ACTIVITY_TYPES).default('other'),
  title: z.string().trim().min(1).max(200),
  link: z.string().max(500).refine(isInAppPath, 'Use a path inside the app that starts with one /, e.g. /learn/home.').optional(),
  occurred_at: z.number().int().min(0).optional().describe('epoch ms; absent: now. Not more than 5 minutes ahead, not before 2020'),
  duration_s: z.number().int().min(0).max(86_400).optional().describe('seconds spent'),
  child_id: childId,
});

/** A stored activity; `created` false when the reference was already posted (the stored one is returned, unchanged). */
export const timelineActivitySchema = z.object({
  id: z.string(),
  source_reference: z.string(),
  activity_type: z.enum(TIMELINE_ACTIVITY_TYPES),
  title: z.string(),
  link: z.string().nullable(),
  at: z.number().int().describe('epoch ms'),
  duration_s: z.number().int().nullable(),
  created: z.boolean(),
});
export type TimelineActivity = z.infer<typeof timelineActivitySchema>;
export const timelineActivityResponse = z.object({ data: timelineActivitySchema });

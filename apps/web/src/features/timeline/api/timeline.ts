import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type timelineActivityResponse,
  type timelineConfigResponse,
  type timelineResponse,
  type TimelineActivity,
  type TimelineConfig,
  type TimelinePage,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API paths of the timeline (platform.md §7.5 Timeline; docs/api.md "Timeline"). */
export const timelinePaths = {
  page: '/api/timeline',
  config: '/api/timeline/config',
  activity: '/api/timeline/activity',
};

/** Calendar days one page of the page covers (the server's default, GET /api/timeline/config `page_days`). */
export const PAGE_DAYS = 7;
const FRESH_MS = 60_000;

const keys = {
  all: () => ['timeline', currentProfileId()] as const,
  pages: (days: number, locale: string) => ['timeline', currentProfileId(), 'pages', days, locale] as const,
  config: () => ['timeline', currentProfileId(), 'config'] as const,
};

/** GET /api/timeline: the days (India) of `days` calendar days before `before` (absent: ending today) that have items. Child token. */
export async function fetchTimelinePage(q: { before?: string | undefined; days: number; locale: string }): Promise<TimelinePage> {
  return (
    await api<Decoded<typeof timelineResponse>>(timelinePaths.page, {
      query: { days: q.days, locale: q.locale, ...(q.before ? { before: q.before } : {}) },

      auth: 'child',
    })
  ).data.data;
}

/** GET /api/timeline/config: time zone, paging, kinds and their icons, activity types. Child token. */
export async function fetchTimelineConfig(): Promise<TimelineConfig> {
  return (await api<Decoded<typeof timelineConfigResponse>>(timelinePaths.config, { auth: 'child' })).data.data;
}

/** The activity a client posts; `source_reference` is required (platform.md §7.5: posted only when present). */
export interface TimelineActivityInput {
  source_reference: string;
  activity_type?: TimelineConfig['activity_types'][number];
  title: string;
  link?: string;
  occurred_at?: number;
  duration_s?: number;
}

/** POST /api/timeline/activity: records an activity once per `source_reference` (a repeat returns the stored one). Child token. */
export async function postTimelineActivity(body: TimelineActivityInput): Promise<TimelineActivity> {
  return (await api<Decoded<typeof timelineActivityResponse>>(timelinePaths.activity, { method: 'POST', body, auth: 'child' })).data.data;
}

/** The timeline, page after page (each page `days` calendar days; the next starts at the next earlier day with items). */
export function useTimeline(locale: string, days = PAGE_DAYS) {
  return useInfiniteQuery({
    queryKey: keys.pages(days, locale),
    queryFn: ({ pageParam }) => fetchTimelinePage({ before: pageParam, days, locale }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
    staleTime: FRESH_MS,
  });
}

/**
 * The latest `days` calendar days of the timeline (e.g. `{ days: 2 }`: today and yesterday) as one
 * page, for a dashboard such as `/user-home`. `data.today` is the server's India date.
 */
export function useTimelineDays({ days, locale }: { days: number; locale: string }) {
  return useQuery({ queryKey: [...keys.pages(days, locale), 'first'], queryFn: () => fetchTimelinePage({ days, locale }), staleTime: FRESH_MS });
}

/** The timeline's config (kinds, paging). */
export function useTimelineConfig() {
  return useQuery({ queryKey: keys.config(), queryFn: fetchTimelineConfig, staleTime: 10 * 60_000 });
}

/** Posts an activity; the timeline reads again. */
export function usePostTimelineActivity() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postTimelineActivity, onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }) });
}

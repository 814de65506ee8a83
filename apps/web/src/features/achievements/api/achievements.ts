import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type academicStoriesResponse,
  type achievementsResponse,
  type socialStoriesResponse,
  type storyConsentResponse,
  type AcademicStories,
  type Achievements,
  type SocialStories,
  type StoryConsent,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API paths of achievements and success stories (learning.md §7 Achieve; docs/api.md "Achievements and success stories"). */
export const achievementsPaths = {
  achievements: '/api/achieve/achievements',
  consent: '/api/achieve/success_stories/consent',
  social: '/api/success_stories/social',
  academic: '/api/achieve/success_stories/academic',
};

/** The exam the page is about (the active profile's). */
export interface AchievementsExam {
  examCode: string;
  goalCode: string;
  locale: string;
}

const keys = {
  all: () => ['achievements', currentProfileId()] as const,
  achievements: (e: AchievementsExam) => ['achievements', currentProfileId(), 'list', e.examCode, e.goalCode, e.locale] as const,
  academic: (e: AchievementsExam) => ['achievements', currentProfileId(), 'academic', e.examCode, e.goalCode] as const,
  social: (e: AchievementsExam) => ['achievements', currentProfileId(), 'social', e.examCode, e.goalCode] as const,
};
const FRESH_MS = 60_000;

/** GET /api/achieve/achievements: earned milestones newest first, the next ones, the consent. Child token. */
export async function fetchAchievements(e: AchievementsExam): Promise<Achievements> {
  return (
    await api<Decoded<typeof achievementsResponse>>(achievementsPaths.achievements, {
      query: { exam_code: e.examCode, goal_code: e.goalCode, locale: e.locale },

      auth: 'child',
    })
  ).data.data;
}

/** GET /api/achieve/success_stories/academic: the cohort that started near the profile's level, or why there is none. */
export async function fetchAcademicStory(e: AchievementsExam): Promise<AcademicStories> {
  return (
    await api<Decoded<typeof academicStoriesResponse>>(achievementsPaths.academic, {
      query: { exam_code: e.examCode, goal_code: e.goalCode, locale: e.locale },

      auth: 'child',
    })
  ).data.data;
}

/** POST /api/success_stories/social: one page (10) of start-level aggregates. No location is sent. */
export async function fetchSocialStories(e: AchievementsExam, pageToken: string | undefined): Promise<SocialStories> {
  const body = {
    exam_code: e.examCode,
    goal_code: e.goalCode,
    locale: e.locale,
    page_size: 10,
    type: 'academic' as const,
    ...(pageToken ? { page_token: pageToken } : {}),
  };
  return (await api<Decoded<typeof socialStoriesResponse>>(achievementsPaths.social, { method: 'POST', body, auth: 'child' })).data.data;
}

/** PUT /api/achieve/success_stories/consent: counts (or stops counting) the profile in success stories. */
export async function saveConsent(optedIn: boolean): Promise<StoryConsent> {
  return (await api<Decoded<typeof storyConsentResponse>>(achievementsPaths.consent, { method: 'PUT', body: { opted_in: optedIn }, auth: 'child' })).data.data;
}

/** The achievements (disabled without an exam). */
export function useAchievements(e: AchievementsExam) {
  return useQuery({ queryKey: keys.achievements(e), queryFn: () => fetchAchievements(e), staleTime: FRESH_MS, enabled: e.examCode !== '' });
}

/** The near-your-level story (disabled without an exam). */
export function useAcademicStory(e: AchievementsExam) {
  return useQuery({ queryKey: keys.academic(e), queryFn: () => fetchAcademicStory(e), staleTime: FRESH_MS, enabled: e.examCode !== '' });
}

/** The start-level stories, page after page (disabled without an exam). */
export function useSocialStories(e: AchievementsExam) {
  return useInfiniteQuery({
    queryKey: keys.social(e),
    queryFn: ({ pageParam }) => fetchSocialStories(e, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_page_token ?? undefined,
    staleTime: FRESH_MS,
    enabled: e.examCode !== '',
  });
}

/** Sets the consent; refetches the achievements and the stories. */
export function useSaveConsent() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveConsent, onSuccess: () => client.invalidateQueries({ queryKey: keys.all() }) });
}

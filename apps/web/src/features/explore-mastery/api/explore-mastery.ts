import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type exploreMasteryChaptersResponse,
  type exploreMasterySubjectsResponse,
  type exploreMasteryTopicsResponse,
  type ExploreMasteryChapters,
  type ExploreMasterySubjects,
  type ExploreMasteryTopics,
} from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** API paths of Explore mastery (learning.md §7 Achieve; docs/api.md "Explore mastery"). */
export const masteryPaths = {
  subjects: '/api/exploreMastery/subjects',
  chapters: '/api/exploreMastery/chapters',
  topics: '/api/exploreMastery/topics',
};

/** The exam a mastery call is about (the active profile's). */
export interface MasteryExam {
  examCode: string;
  goalCode: string;
  locale: string;
}

/** Query keys (per profile: the numbers are the profile's own). */
export const masteryKeys = {
  all: ['explore-mastery'] as const,
  subjects: (e: MasteryExam) => ['explore-mastery', 'subjects', currentProfileId(), e.examCode, e.goalCode, e.locale] as const,
  chapters: (e: MasteryExam, subject: string) => ['explore-mastery', 'chapters', currentProfileId(), e.examCode, e.goalCode, e.locale, subject] as const,
  topics: (e: MasteryExam, subject: string, chapter: string) =>
    ['explore-mastery', 'topics', currentProfileId(), e.examCode, e.goalCode, e.locale, subject, chapter] as const,
};

const base = (e: MasteryExam) => ({ exam_code: e.examCode, goal_code: e.goalCode, locale: e.locale });

/** GET /api/exploreMastery/subjects: the exam's subjects with the profile's mastery, and overall. Child token. */
export async function fetchMasterySubjects(e: MasteryExam): Promise<ExploreMasterySubjects> {
  return (await api<Decoded<typeof exploreMasterySubjectsResponse>>(masteryPaths.subjects, { query: base(e), auth: 'child' })).data;
}

/** GET /api/exploreMastery/chapters: a subject's chapters, practised weakest first. Child token. */
export async function fetchMasteryChapters(e: MasteryExam, subject: string): Promise<ExploreMasteryChapters> {
  return (await api<Decoded<typeof exploreMasteryChaptersResponse>>(masteryPaths.chapters, { query: { ...base(e), subject_code: subject }, auth: 'child' }))
    .data;
}

/** GET /api/exploreMastery/topics: a chapter's topics, practised weakest first. Child token. */
export async function fetchMasteryTopics(e: MasteryExam, subject: string, chapter: string): Promise<ExploreMasteryTopics> {
  return (
    await api<Decoded<typeof exploreMasteryTopicsResponse>>(masteryPaths.topics, {
      query: { ...base(e), subject_code: subject, chapter_code: chapter },

      auth: 'child',
    })
  ).data;
}

const FRESH_MS = 30_000;

/** The subjects roll-up (disabled without an exam). */
export function useMasterySubjects(e: MasteryExam) {
  return useQuery(queryOptions({ queryKey: masteryKeys.subjects(e), queryFn: () => fetchMasterySubjects(e), staleTime: FRESH_MS, enabled: e.examCode !== '' }));
}

/** A subject's chapters (disabled while no subject is open). */
export function useMasteryChapters(e: MasteryExam, subject: string | null) {
  return useQuery(
    queryOptions({
      queryKey: masteryKeys.chapters(e, subject ?? ''),
      queryFn: () => fetchMasteryChapters(e, subject ?? ''),
      staleTime: FRESH_MS,
      enabled: e.examCode !== '' && !!subject,
    }),
  );
}

/** A chapter's topics (disabled while no chapter is open). */
export function useMasteryTopics(e: MasteryExam, subject: string | null, chapter: string | null) {
  return useQuery(
    queryOptions({
      queryKey: masteryKeys.topics(e, subject ?? '', chapter ?? ''),
      queryFn: () => fetchMasteryTopics(e, subject ?? '', chapter ?? ''),
      staleTime: FRESH_MS,
      enabled: e.examCode !== '' && !!subject && !!chapter,
    }),
  );
}

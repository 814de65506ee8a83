import {
  type achieveHomeResponse,
  type pajCurrentResponse,
  type pajJourneyResponse,
  type pajStepResponse,
  type pajTilesResponse,
  type AchieveHome,
  type PajJourney,
  type PajStepDetail,
  type PajTiles,
} from '@abhyas/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, currentProfileId, isApiError, type Decoded } from '../../../lib/api-client.ts';

/** API paths of the journey (learning.md §3, §7 Achieve; docs/api.md "Journey (PAJ)"). */
export const journeyPaths = {
  current: '/api/achieve/paj/current',
  generate: '/api/achieve/paj/generate',
  tiles: '/api/achieve/paj/tiles',
  step: '/api/achieve/paj/step',
  stepTest: '/api/achieve/paj/step/test',
  progress: '/api/achieve/paj/progress',
  extend: '/api/achieve/paj/extend',
  home: '/api/achieve/home',
};

/** Query keys, all under `['journey']`. */
export const journeyKeys = {
  all: ['journey'] as const,
  tiles: (pajId: string, locale: string) => ['journey', 'tiles', currentProfileId(), pajId, locale] as const,
  home: (exam: string, locale: string) => ['journey', 'home', currentProfileId(), exam, locale] as const,
};

/**
 * The `paj_id` that generate answered is kept in localStorage per profile and exam, so the home
 * opens without a round trip; on another device (or with storage cleared) it comes from GET
 * /api/achieve/paj/current (`useJourneyId`). Null when none is kept (or storage is unavailable).
 */
const storageKey = (exam: string) => `abhyas.paj.${currentProfileId() ?? 'self'}.${exam}`;

/** The kept `paj_id` of the exam's journey, or null. */
export function storedJourneyId(exam: string): string | null {
  try {
    return window.localStorage.getItem(storageKey(exam));
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the exam's `paj_id`. */
export function storeJourneyId(exam: string, pajId: string | null): void {
  try {
    if (pajId === null) window.localStorage.removeItem(storageKey(exam));
    else window.localStorage.setItem(storageKey(exam), pajId);
  } catch {
    // storage unavailable: the home page shows the no-journey state
  }
}

/** POST /api/achieve/paj/generate with the profile token: plans (or re-plans) the journey from the stored target. 400 NO_TARGET without one. */
export async function generateJourney(body: { exam_code: string; goal_code: string; locale: string }): Promise<PajJourney> {
  return (await api<Decoded<typeof pajJourneyResponse>>(journeyPaths.generate, { method: 'POST', body, auth: 'child' })).data.data;
}

/** GET /api/achieve/paj/tiles: the journey's days (today, upcoming, done) and what today's re-plan changed. 404 PAJ_NOT_FOUND. */
export async function fetchJourneyTiles(pajId: string, locale: string): Promise<PajTiles> {
  return (await api<Decoded<typeof pajTilesResponse>>(journeyPaths.tiles, { query: { paj_id: pajId, locale }, auth: 'child' })).data.data;
}

/** GET /api/achieve/paj/step: what starting a step needs (practice body, video id or test code). 404 STEP_NOT_FOUND. */
export async function fetchJourneyStep(pajId: string, stepId: string, locale: string): Promise<PajStepDetail> {
  return (await api<Decoded<typeof pajStepResponse>>(journeyPaths.step, { query: { paj_id: pajId, step_id: stepId, locale }, auth: 'child' })).data.data;
}

/**
 * What starting a step needs, ready to open: GET /api/achieve/paj/step, and for a chapter test not
 * yet made POST /api/achieve/paj/step/test (the server makes its test once; its start is then a
 * `test`). 404 STEP_NOT_FOUND, 409 NOT_ENOUGH_QUESTIONS.
 */
export async function openJourneyStep(pajId: string, stepId: string, locale: string): Promise<OpenableStart> {
  const detail = await fetchJourneyStep(pajId, stepId, locale);
  if (detail.start.kind !== 'chapter_test') return detail.start;
  const made = (
    await api<Decoded<typeof pajStepResponse>>(journeyPaths.stepTest, { method: 'POST', body: { paj_id: pajId, step_id: stepId, locale }, auth: 'child' })
  ).data.data.start;
  if (made.kind === 'chapter_test') throw new Error('the chapter test was not made');
  return made;
}

/** A step's start that opens as a link (a chapter test once its test is made). */
export type OpenableStart = Exclude<PajStepDetail['start'], { kind: 'chapter_test' }>;

/** POST /api/achieve/paj/progress: marks a step done; the server re-plans from today. */
export async function markStepDone(body: { paj_id: string; step_id: string; locale: string }): Promise<PajStepDetail> {
  return (await api<Decoded<typeof pajStepResponse>>(journeyPaths.progress, { method: 'POST', body: { ...body, completed: true }, auth: 'child' })).data.data;
}

/** Generate as a mutation; on success the `paj_id` is kept for the home page and journey queries refetch. */
export function useGenerateJourney() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: generateJourney,
    onSuccess: async (journey) => {
      storeJourneyId(journey.exam_code, journey.paj_id);
      await client.invalidateQueries({ queryKey: journeyKeys.all });
    },
  });
}

/** The journey's tiles (disabled without a kept `paj_id`). A 404 means the journey is gone: the kept id is forgotten. */
export function useJourneyTiles(exam: string, pajId: string | null, locale: string) {
  return useQuery({
    queryKey: journeyKeys.tiles(pajId ?? '', locale),
    queryFn: async () => {
      try {
        return await fetchJourneyTiles(pajId ?? '', locale);
      } catch (error) {
        if (isApiError(error) && error.status === 404) {
          storeJourneyId(exam, null);
          return null;
        }
        throw error;
      }
    },
    enabled: pajId !== null,
  });
}

/**
 * The id of the profile's journey for `exam`: the kept one, else GET /api/achieve/paj/current
 * (then kept). `data` null: the profile has no journey for the exam.
 */
export function useJourneyId(exam: string) {
  return useQuery({
    queryKey: ['journey', 'current', currentProfileId(), exam] as const,
    queryFn: async () => {
      const kept = storedJourneyId(exam);
      if (kept) return kept;
      const found = (await api<Decoded<typeof pajCurrentResponse>>(journeyPaths.current, { query: { exam_code: exam }, auth: 'child' })).data.data;
      if (found) storeJourneyId(exam, found.paj_id);
      return found?.paj_id ?? null;
    },
    enabled: exam !== '',
  });
}

/** Mark done as a mutation; on success the tiles refetch. */
export function useMarkStepDone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markStepDone, onSuccess: () => client.invalidateQueries({ queryKey: journeyKeys.all }) });
}

/**
 * POST /api/achieve/home: the Achieve home in one call (target, prediction and interval, progress,
 * readiness trend, today's steps, the journey's tests, re-plan changes, can_extend). docs/api.md
 * "Achieve home". 404 EXAM_NOT_FOR_PROFILE, 400 naming the field.
 */
export async function fetchAchieveHome(exam: string, locale: string): Promise<AchieveHome> {
  return (await api<Decoded<typeof achieveHomeResponse>>(journeyPaths.home, { method: 'POST', body: { exam_code: exam, locale }, auth: 'child' })).data.data;
}

/** The Achieve home of the profile's exam (disabled without an exam). Refetches with every journey change. */
export function useAchieveHome(exam: string, locale: string) {
  return useQuery({ queryKey: journeyKeys.home(exam, locale), queryFn: () => fetchAchieveHome(exam, locale), enabled: exam !== '' });
}

/** POST /api/achieve/paj/extend: adds steps for the days left (`added`: their ids). */
export async function extendJourney(body: { paj_id: string; locale: string }): Promise<PajJourney> {
  return (
    await api<Decoded<typeof pajJourneyResponse>>(journeyPaths.extend, {
      method: 'POST',
      query: { locale: body.locale },
      body: { paj_id: body.paj_id },
      auth: 'child',
    })
  ).data.data;
}

/** Extend as a mutation; on success the home and the tiles refetch. */
export function useExtendJourney() {
  const client = useQueryClient();
  return useMutation({ mutationFn: extendJourney, onSuccess: () => client.invalidateQueries({ queryKey: journeyKeys.all }) });
}

import { useQuery } from '@tanstack/react-query';
import { type liveClassesResponse, type liveClassJoinResponse, type LiveClass, type LiveClassJoin } from '@abhyas/contracts';
import { api, currentProfileId, isApiError, type Decoded } from '../../../lib/api-client.ts';

/** API paths of live classes (issue 23 §3; decision 041). */
export const liveClassPaths = {
  list: '/api/live-classes',
  join: (id: string) => `/api/live-classes/${encodeURIComponent(id)}/join`,
};

const keys = {
  list: () => ['live-classes', currentProfileId()] as const,
  join: (id: string, asTeacher: boolean) => ['live-classes', asTeacher ? 'staff' : currentProfileId(), 'join', id] as const,
};

/** GET /api/live-classes (profile token): the live classes of the profile's classes, each with its state. */
export function useLiveClasses(enabled = true) {
  return useQuery({
    queryKey: keys.list(),
    enabled,
    queryFn: async (): Promise<LiveClass[]> => (await api<Decoded<typeof liveClassesResponse>>(liveClassPaths.list, { auth: 'child' })).data.data,
  });
}

/** Refusals that another try will not change by itself: locked (423), not set up (503), not found (404). */
const FINAL = new Set([404, 423, 503]);

/**
 * GET /api/live-classes/{id}/join: the meeting to embed (server, room, display name, moderator).
 * A student calls with the profile token; the class's teacher or an admin (`asTeacher`) with the
 * account token. 423 LIVE_CLASS_LOCKED outside the window, 503 LIVE_CLASS_UNCONFIGURED, 404.
 */
export function useJoinLiveClass(id: string, asTeacher: boolean) {
  return useQuery({
    queryKey: keys.join(id, asTeacher),
    enabled: id !== '',
    staleTime: Infinity,
    retry: (count, error) => !(isApiError(error) && FINAL.has(error.status)) && count < 1,
    queryFn: async (): Promise<LiveClassJoin> =>
      (await api<Decoded<typeof liveClassJoinResponse>>(liveClassPaths.join(id), { auth: asTeacher ? 'parent' : 'child' })).data.data,
  });
}

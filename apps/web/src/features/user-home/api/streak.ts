import { useQuery } from '@tanstack/react-query';
import { type streakResponse, type StreakView } from '@abhyas/contracts';
import { api, currentProfileId, type Decoded } from '../../../lib/api-client.ts';

/** GET /api/streak (docs/api.md "Streaks"; decision 032): current and longest streak (days), freezes held, today done, the last 14 India days. Child token. */
export async function fetchStreak(): Promise<StreakView> {
  return (await api<Decoded<typeof streakResponse>>('/api/streak', { auth: 'child' })).data.data;
}

/** The profile's streak, shared by the user home and the header's profile menu (fresh for a minute). */
export function useStreak(enabled = true) {
  return useQuery({ queryKey: ['streak', currentProfileId()], queryFn: fetchStreak, staleTime: 60_000, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { providersResponse } from '@abhyas/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { authKeys } from './query-keys.ts';

export type Providers = z.output<typeof providersResponse>;

/** GET /api/auth/providers: which social sign-in and SSO providers are configured. */
export async function fetchProviders(): Promise<Providers> {
  return (await api('/api/auth/providers', { schema: providersResponse, auth: 'none' })).data;
}

export const providersQueryOptions = () => queryOptions({ queryKey: authKeys.providers, queryFn: fetchProviders, staleTime: 10 * 60_000, retry: 1 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { type providersResponse } from '@abhyas/contracts';
import type { z } from 'zod';
import { api, type Decoded } from '../../../lib/api-client.ts';
import { authKeys } from './query-keys.ts';

export type Providers = z.output<typeof providersResponse>;

/** GET /api/auth/providers: which social sign-in and SSO providers are configured. */
export async function fetchProviders(): Promise<Providers> {
  return (await api<Decoded<typeof providersResponse>>('/api/auth/providers', { auth: 'none' })).data;
}

export const providersQueryOptions = () => queryOptions({ queryKey: authKeys.providers, queryFn: fetchProviders, staleTime: 10 * 60_000, retry: 1 });

export function useProviders() {
  return useQuery(providersQueryOptions());
}

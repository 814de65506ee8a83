/** TanStack Query keys of the account calls; mutations invalidate `connectedProfiles` (§7.1). */
export const authKeys = {
  all: ['auth'] as const,
  connectedProfiles: ['auth', 'connected_profiles'] as const,
  providers: ['auth', 'providers'] as const,
  session: ['auth', 'session'] as const,
};

import { useRouterState } from '@tanstack/react-router';

/** A query parameter of the current location as a string, or null (numbers are stringified). */
export function useSearchParam(name: string): string | null {
  return useRouterState({
    select: (s) => {
      const value = (s.location.search as Record<string, unknown>)[name];
      if (typeof value === 'string') return value;
      if (typeof value === 'number' || typeof value === 'boolean') return String(value);
      return null;
    },
  });
}

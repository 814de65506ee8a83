/**
 * `useMergeRefs` of @floating-ui/react for Mantine's ScrollArea, from @mantine/hooks (issue 25 §3,
 * decision 051): ScrollArea imports only this hook from floating-ui, and with it the build put the
 * whole 15 KB floating-ui chunk (popovers, menus, tooltips) on every page with a drawer or a
 * scrolled list. The build resolves ScrollArea's import of `@floating-ui/react` here
 * (vite.config.ts, `scrollAreaMergeRefs`).
 */
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/** One callback ref that sets every ref of `refs` (the array may hold undefined). */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T | null>(...(refs as Ref<T | null>[]));
}

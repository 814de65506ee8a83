import {
  useDisableContextMenu,
  useGeolocationHistory,
  useOptimisedVideoFlag,
  useProjectorMode,
  useRouteMemory,
  useScrollReset,
} from '../hooks/use-shell-effects.ts';

export interface ShellEffectsProps {
  pathname: string;
  searchStr: string;
  href: string;
  /** Navigation state asked to keep the scroll position. */
  noScroll: boolean;
}

/**
 * Runs the app-wide behaviours of platform.md §2.4 and §4.7: no right-click, projector mode,
 * optimised-video flag, scroll reset, route memory and the location history. Renders nothing.
 */
export function ShellEffects({ pathname, searchStr, href, noScroll }: ShellEffectsProps) {
  useDisableContextMenu();
  useProjectorMode(searchStr);
  useOptimisedVideoFlag(searchStr);
  useScrollReset(pathname, noScroll);
  useRouteMemory(href);
  useGeolocationHistory(pathname);
  return null;
}

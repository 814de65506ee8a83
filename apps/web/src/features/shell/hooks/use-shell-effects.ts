/**
 * App-wide behaviours of the shell (platform.md §2.4, §4.7), each a small hook driven by the
 * router location. `ShellEffects` runs them all once, at the root.
 */
import { useEffect, useRef } from 'react';
import { isAppRoute } from '@abhyas/domain';
import { projectorModeFor, recordOptimisedVideo, rememberRoute, storePosition } from '../utils/shell-storage.ts';

export const PROJECTOR_CLASS = 'abhyas-projector';

/** Right-click is disabled across the app. */
export function useDisableContextMenu(): void {
  useEffect(() => {
    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener('contextmenu', prevent);
    return () => document.removeEventListener('contextmenu', prevent);
  }, []);
}

/** `?projector` switches the document to the projector theme class. */
export function useProjectorMode(searchStr: string): void {
  useEffect(() => {
    const on = projectorModeFor(new URLSearchParams(searchStr));
    document.documentElement.classList.toggle(PROJECTOR_CLASS, on);
  }, [searchStr]);
}

/** `?optimised_video` stores the 7-day optimised-video setting. */
export function useOptimisedVideoFlag(searchStr: string): void {
  useEffect(() => {
    recordOptimisedVideo(new URLSearchParams(searchStr), Date.now());
  }, [searchStr]);
}

/** Scroll to the top on each navigation unless the navigation state carries `noScroll`. */
export function useScrollReset(pathname: string, noScroll: boolean): void {
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!noScroll) window.scrollTo({ top: 0, left: 0 });
    // Only a change of page counts as a navigation here, not the noScroll flag itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
}

/** Previous and current route remembered in localStorage on each navigation. */
export function useRouteMemory(href: string): void {
  useEffect(() => rememberRoute(href), [href]);
}

let geolocationAsked = false;

/**
 * Asks once per page load for the position, except on app routes; each fix joins the stored
 * history (last 10). Errors and absence are only logged (platform.md §4.7, §8).
 */
export function useGeolocationHistory(pathname: string): void {
  useEffect(() => {
    if (geolocationAsked || isAppRoute(pathname)) return;
    geolocationAsked = true;
    if (!('geolocation' in navigator) || !navigator.geolocation) {
      console.info('Geolocation is not available in this browser');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords, timestamp }) =>
        storePosition({
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
          speed: coords.speed,
          timestamp,
        }),
      (error) => console.info('Geolocation unavailable:', error.message),
      { enableHighAccuracy: true, maximumAge: 0 },
    );
  }, [pathname]);
}

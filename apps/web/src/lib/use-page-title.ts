import { useEffect } from 'react';

/** The app's name, last in every document title. */
export const APP_NAME = 'Abhyas';

/**
 * Sets `document.title` to "`title` · Abhyas" while the calling page is shown (the app name alone
 * for an empty title), and restores the previous title when it goes away.
 */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title ? `${title} · ${APP_NAME}` : APP_NAME;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** Router type extensions used by the shell. */
declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** `none`: render the page without header, footer, banners or help widget (webviews). */
    chrome?: 'none';
  }
  interface HistoryState {
    /** Keep the scroll position on this navigation (platform.md §2.4). */
    noScroll?: boolean;
  }
}

export {};

import '@testing-library/jest-dom/vitest';
import type { CatalogModule } from '../lib/icu-format.ts';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy*/waitFor wait up to 5 s (the library's default is 1 s): on the 2-core CI machine two
// jsdom workers share the cores with nothing to spare, and a first render of a page with its
// lazy chunks took longer than 1 s there. A wait ends as soon as its condition holds.
configure({ asyncUtilTimeout: 5_000 });

// Mantine needs matchMedia and ResizeObserver, which jsdom lacks.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// Browsers have VTTCue (the caption cues of <track>); jsdom does not, and media-captions (the
// transcript's WebVTT parser) extends it. The constructor's fields are the standard ones.
class VTTCueStub extends EventTarget {
  constructor(
    public startTime: number,
    public endTime: number,
    public text: string,
  ) {
    super();
  }
}
(window as unknown as { VTTCue?: unknown }).VTTCue ??= VTTCueStub;
// Components that watch visibility (the notification list, the video player) use IntersectionObserver, which jsdom lacks too.
class IntersectionObserverStub {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds = [];
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= IntersectionObserverStub as unknown as typeof IntersectionObserver;
window.HTMLElement.prototype.scrollIntoView ??= () => {};

afterEach(() => cleanup());

// The files of a worker share one jsdom and one module graph (vitest.config.ts `isolate: false`):
// whatever a file leaves behind is reset before the next one starts.
afterAll(async () => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  const { i18n } = await import('../lib/i18n.ts');
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// Components read catalogs synchronously in tests: fetch every English namespace up front (the app
// loads them on demand).
// The app fetches them as data files of the build (lib/i18n-catalogs.ts); tests read the sources,
// compiled the same way (build/icu-precompile.ts).
beforeAll(async () => {
  const { preloadNamespaces } = await import('../lib/i18n.ts');
  const { NAMESPACES, setCatalogSource } = await import('../lib/i18n-catalogs.ts');
  const sources = import.meta.glob<CatalogModule>('../locales/*/*.json');
  setCatalogSource(async (locale, namespace) => {
    const load = sources[`../locales/${locale}/${namespace}.json`];
    return load ? load() : null;
  });
  await preloadNamespaces([...NAMESPACES]);
});

// The question renderer loads on first need in the app (features/question/lib/render-loader.ts); in
// tests it is there from the start, so question text renders in the first pass as it always did.
// markdown.test.tsx checks the first render that waits for it.
beforeAll(async () => {
  const { loadRenderer } = await import('../features/question/lib/render-loader.ts');
  await loadRenderer();
});

/**
 * Loads the question renderer (`render-markdown.ts`: markdown-it, KaTeX and DOMPurify, about 110 KB
 * gzipped) on first need, once (decision 051). Text the server rendered (the test paper's `html`)
 * never needs it, so the test screen does without it.
 */
import type * as Renderer from './render-markdown.ts';

type RendererModule = typeof Renderer;

let loaded: RendererModule | null = null;
let loading: Promise<RendererModule> | null = null;

/** The renderer when it has loaded, else null. */
export function loadedRenderer(): RendererModule | null {
  return loaded;
}

/** Starts loading the renderer (once) and resolves with it; a failed load is tried again on the next call. */
export function loadRenderer(): Promise<RendererModule> {
  loading ??= import('./render-markdown.ts').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Whether a test paper should come with its texts drawn by the server (decision 051): only while
 * this page has no renderer loaded and no service worker serving it (a first visit on this
 * device). A page with one draws the texts itself, from code already on the device, and the
 * paper stays a quarter the size for everyone starting a test at once (issue 25 §2).
 */
export function wantsDrawnPaper(): boolean {
  const controlled = typeof navigator !== 'undefined' && 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null;
  return loaded === null && !controlled;
}

/** What other features use of the shell (docs/architecture.md: a feature only through its index). */
export { isOptimisedVideoOn } from './utils/shell-storage.ts';
export { useImageQuality } from './hooks/use-image-quality.ts';
export { ErrorPage, type ErrorPageProps } from './components/error-page.tsx';

/**
 * The achieve feature's public face: what other features may import (the lint rule in
 * eslint.layers.js). App routes load the route views from components/achieve-routes.tsx lazily.
 */
export { useExamUserMetadata, useSaveTarget, useTargetForm } from './api/target.ts';
export { achieveKeys } from './api/paths.ts';

/**
 * The question feature's public face: what other features may import (issue 17 §3, the lint rule in
 * eslint.layers.js). App routes may import the feature's files directly.
 */
export { Markdown } from './components/markdown.tsx';
export { preloadResponseParts, QuestionView } from './components/question-view.tsx';
export { initialResponse, responseAreaOf } from './utils/responses.ts';
export { wantsDrawnPaper } from './lib/render-loader.ts';

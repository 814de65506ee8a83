// TODO(question feature): shares the question feature's Markdown renderer (markdown-it + KaTeX);
// move it to components/ui when a third feature needs it.
import { Markdown } from '../../question/index.ts';

/** A cheat sheet's Markdown with LaTeX, rendered by the shared renderer (loaded with the modal only). */
export function CheatSheetBody({ text }: { text: string }) {
  return <Markdown text={text} />;
}

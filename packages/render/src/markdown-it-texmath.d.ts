/** Types of markdown-it-texmath 1.x (the package ships none): a markdown-it plugin. */
declare module 'markdown-it-texmath' {
  import type MarkdownIt from 'markdown-it';

  interface TexmathOptions {
    /** The TeX renderer, e.g. KaTeX. */
    engine?: { renderToString(tex: string, options?: object): string };
    /** `dollars` (`$…$`, `$$…$$`), `brackets`, `gitlab`, `julia`, `kramdown`, `doxygen`, `beg_end`. */
    delimiters?: string | string[];
    katexOptions?: object;
    outerSpace?: boolean;
    macros?: object;
  }

  const texmath: MarkdownIt.PluginWithOptions<TexmathOptions>;
  export default texmath;
}

/** KaTeX's CommonJS build (the one markdown-it-texmath loads), typed as the package. */
declare module 'katex/dist/katex.js' {
  import katex from 'katex';
  export default katex;
}

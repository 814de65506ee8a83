/** Created, updated and unchanged items of one kind in an import (or, with `dryRun`, what would be). */
export interface Counts {
  created: number;
  updated: number;
  unchanged: number;
}

/** One problem of an import: where (`file $.path` or a record's code) and why. */
export interface ImportProblem {
  at: string;
  error: string;
}

/** The file could not be imported; nothing was written. Each error names the record and the reason. */
export class ImportError extends Error {
  constructor(
    readonly file: string,
    readonly errors: ImportProblem[],
  ) {
    super(`${file}: ${errors.length} problem(s), nothing imported:\n${errors.map((e) => `  ${e.at}: ${e.error}`).join('\n')}`);
    this.name = 'ImportError';
  }
}

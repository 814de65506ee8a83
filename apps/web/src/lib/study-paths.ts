/**
 * Addresses of the public study pages (issue 24 §1; decision 047). The pages are prerendered
 * documents served by the server, not routes of the app: links to them load the whole document
 * (`isStudyHref` and `localePath`, in lib/study-href.ts), in the reader's language. Kept small: the header's menus, on the
 * landing page, use it (the full list of pages is `studyPath` of features/study).
 */

/** `/study/<part>/<part>…`. */
export function study(...parts: (string | number)[]): string {
  return ['/study', ...parts].join('/');
}

/** A board's page: board ids are the `shell` catalog's (`westBengal`), the slug kebab-case (`west-bengal`). */
export function studyBoardPath(board: string): string {
  return study(
    'boards',
    board.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
  );
}

/** The boards of the header's board pages (platform.md §2.5), as ids of the `shell` catalog's `boards.*`. */
export const STUDY_BOARDS = [
  'cbse',
  'icse',
  'rajasthan',
  'maharashtra',
  'goa',
  'gujarat',
  'punjab',
  'jharkhand',
  'uttarakhand',
  'delhi',
  'westBengal',
  'karnataka',
  'cambridge',
  'tamilNadu',
  'uttarPradesh',
  'odisha',
  'assam',
  'kerala',
  'chhattisgarh',
] as const;

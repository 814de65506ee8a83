/**
 * The `/practice` link of a review (issue 19 §2): a RevisionPractice session over a revision list
 * (`due`, `chapter:<code>` or a named list id), through the practice screens; "end practice"
 * returns to the revision page.
 */
export function revisionPracticeHref(listId: string, title: string): string {
  const q = new URLSearchParams({ mode: 'RevisionPractice', revision_list: listId, title, origin_url: '/user-home/revision-lists' });
  return `/practice?${q.toString()}`;
}

/**
 * The `/practice` link of a review (issue 19 §2): a RevisionPractice session over a revision list
 * (`due`, `chapter:<code>` or a named list id), through the practice screens; "end practice"
 * returns to the revision page. `day` (YYYY-MM-DD) makes each day's review a practice of its own,
 * so reopening the link tomorrow starts tomorrow's queue instead of resuming today's session.
 */
export function revisionPracticeHref(listId: string, title: string, day?: string): string {
  const q = new URLSearchParams({ mode: 'RevisionPractice', revision_list: listId, title, origin_url: '/user-home/revision-lists' });
  if (day) q.set('day', day);
  return `/practice?${q.toString()}`;
}

import type { NotifyInput } from '../notifications/notifications.service.ts';

/**
 * The notices of schools (issue 23; decision 041), worded in the 12 languages by kind on the server
 * (notifications/delivery/messages.ts) and the web (`notifications` namespace): `{name}`-style
 * params below. Each is keyed so a profile hears of each event once.
 */

/** The local hour from which "due tomorrow" goes out on the day before the due day (after school). */
export const ASSIGNMENT_DUE_REMINDER_HOUR = 17;

/** Where an assignment opens on the student's side. */
export const assignmentPage = (assignmentId: string) => `/user-home/assignment/${encodeURIComponent(assignmentId)}`;

/** "New assignment": to each student of the class when it is set (or, locked until its start, at the start). */
export function assignmentSetNotice(a: { id: string; title: string }, className: string): NotifyInput {
  return {
    kind: 'assignment_set',
    title: 'New assignment',
    body: `${className}: ${a.title}.`,
    link: assignmentPage(a.id),
    priority: 'high',
    dedupeKey: `assignment_set:${a.id}`,
    tags: ['school'],
    params: { class: className, title: a.title },
  };
}

/** "Due tomorrow": the day before the due day, to each student who has not completed it; once per assignment. */
export function assignmentDueNotice(a: { id: string; title: string }, className: string): NotifyInput {
  return {
    kind: 'assignment_due',
    title: 'Assignment due tomorrow',
    body: `${a.title} (${className}) is due tomorrow.`,
    link: assignmentPage(a.id),
    priority: 'high',
    dedupeKey: `assignment_due:${a.id}`,
    tags: ['school'],
    params: { class: className, title: a.title },
  };
}

/** "Joined a class": to the profile that joined (its family reads it there and by e-mail), once per class. */
export function classJoinedNotice(c: { id: string; name: string; instituteName: string }, firstName: string): NotifyInput {
  return {
    kind: 'class_joined',
    title: 'Joined a class',
    body: `${firstName} joined ${c.name} at ${c.instituteName}.`,
    link: '/user-home/assignment',
    priority: 'medium',
    dedupeKey: `class_joined:${c.id}`,
    tags: ['school'],
    params: { name: firstName, class: c.name, institute: c.instituteName },
  };
}

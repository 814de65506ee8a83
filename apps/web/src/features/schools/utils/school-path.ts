/**
 * The staff pages under `/school` (issue 23): one route (the app's route table travels in the
 * landing page's chunk, decision 004), split here by the rest of the path. Pure.
 */
export type SchoolView =
  { kind: 'home' } | { kind: 'class'; classId: string } | { kind: 'report'; classId: string; assignmentId: string } | { kind: 'staff'; instituteId: string };

/** The page a `/school/…` path names, from what follows `/school/` (the splat, URL-encoded); null for any other shape. */
export function schoolView(splat: string | undefined): SchoolView | null {
  const parts = (splat ?? '').split('/').filter(Boolean);
  let ids: string[];
  try {
    ids = parts.map((p) => decodeURIComponent(p));
  } catch {
    return null;
  }
  const [a, b, c, d, ...rest] = ids;
  if (rest.length > 0) return null;
  if (a === undefined) return { kind: 'home' };
  if (a === 'classes' && b && c === undefined) return { kind: 'class', classId: b };
  if (a === 'classes' && b && c === 'assignments' && d) return { kind: 'report', classId: b, assignmentId: d };
  if (a === 'institutes' && b && c === 'staff' && d === undefined) return { kind: 'staff', instituteId: b };
  return null;
}

import { createRoute, type AnyRoute, type RouteComponent } from '@tanstack/react-router';
import { guard, type GuardOptions } from '../route-guard.ts';

/** A guarded page route: `path` under `parent`, rendered by `component`. */
export function page(parent: AnyRoute, path: string, component: RouteComponent, access: GuardOptions) {
  return createRoute({ getParentRoute: () => parent, path, component, beforeLoad: guard(access) });
}

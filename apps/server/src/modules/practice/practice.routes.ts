import type { FastifyInstance } from 'fastify';
import type { Services } from '../../services.ts';
import { activityRoutes } from './activity/activity.routes.ts';
import { answerRoutes } from './answers/answers.routes.ts';
import { embiumRoutes } from './embiums/embiums.routes.ts';
import { interventionRoutes } from './interventions/interventions.routes.ts';
import { lookupRoutes } from './lookup/lookup.routes.ts';
import { sessionRoutes } from './sessions/sessions.routes.ts';
import { solveWithUsRoutes } from './solve-with-us/solve-with-us.routes.ts';

/**
 * Practice calls of learning.md §7 Practice (sessions, questions, answers, solutions, solve-with-us,
 * accuracy, events, interventions, bookmarks, concept lookups, guided-journey progress, user attempts,
 * error reports) and the embium calls of platform.md §7.4, each sub-area registering its own.
 * Profile token unless a sub-area says otherwise.
 */
export async function practiceRoutes(app: FastifyInstance, s: Services): Promise<void> {
  await sessionRoutes(app, s);
  await answerRoutes(app, s);
  await solveWithUsRoutes(app, s);
  await interventionRoutes(app, s);
  await activityRoutes(app, s);
  await lookupRoutes(app, s);
  await embiumRoutes(app, s);
}

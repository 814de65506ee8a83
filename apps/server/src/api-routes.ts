import type { FastifyInstance } from 'fastify';
import { accommodationsRoutes } from './modules/accommodations/accommodations.routes.ts';
import { achieveRoutes } from './modules/achieve/achieve.routes.ts';
import { achievementsRoutes } from './modules/achievements/achievements.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { browseRoutes } from './modules/content/browse.routes.ts';
import { dataEventsRoutes } from './modules/data-events/data-events.routes.ts';
import { diagnosticRoutes } from './modules/diagnostic/diagnostic.routes.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { exploreMasteryRoutes } from './modules/explore-mastery/explore-mastery.routes.ts';
import { invitesRoutes } from './modules/invites/invites.routes.ts';
import { parentRoutes } from './modules/parent/parent.routes.ts';
import { familyDataRoutes } from './modules/family-data/family-data.routes.ts';
import { learnRoutes } from './modules/learn/learn.routes.ts';
import { mockTestsRoutes } from './modules/mock-tests/mock-tests.routes.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { practiceRoutes } from './modules/practice/practice.routes.ts';
import { profilesRoutes } from './modules/profiles/profiles.routes.ts';
import { questionsRoutes } from './modules/questions/questions.routes.ts';
import { readinessRoutes } from './modules/readiness/readiness.routes.ts';
import { revisionRoutes } from './modules/revision/revision.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { assignmentsRoutes } from './modules/schools/assignments.routes.ts';
import { liveClassesRoutes } from './modules/schools/live-classes.routes.ts';
import { liveQuestionsRoutes } from './modules/schools/live-questions.routes.ts';
import { schoolsRoutes } from './modules/schools/schools.routes.ts';
import { streaksRoutes } from './modules/streaks/streaks.routes.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { timelineRoutes } from './modules/timeline/timeline.routes.ts';
import { transliterationRoutes } from './modules/transliteration/transliteration.routes.ts';
import { userHomeRoutes } from './modules/user-home/user-home.routes.ts';
import type { Services } from './services.ts';

/**
 * Every module's routes under the `/api` prefix (app.ts registers this scope, then adds
 * `/api/openapi.json`); the auth and profile calls under `/api/auth`. A module's routes call its
 * services only (docs/architecture.md).
 */
export async function apiRoutes(api: FastifyInstance, services: Services): Promise<void> {
  await systemRoutes(api, services);
  await questionsRoutes(api, services);
  await searchRoutes(api, services);
  await transliterationRoutes(api);
  await browseRoutes(api, services);
  await mockTestsRoutes(api, services);
  await practiceRoutes(api, services);
  await learnRoutes(api, services);
  await exploreMasteryRoutes(api, services);
  await achieveRoutes(api, services);
  await readinessRoutes(api, services);
  await diagnosticRoutes(api, services);
  await achievementsRoutes(api, services);
  await invitesRoutes(api, services);
  await parentRoutes(api, services);
  await timelineRoutes(api, services);
  await streaksRoutes(api, services);
  await userHomeRoutes(api, services);
  await revisionRoutes(api, services);
  await notificationsRoutes(api, services);
  await dataEventsRoutes(api, services);
  await accommodationsRoutes(api, services);
  await familyDataRoutes(api, services);
  await feedbackRoutes(api, services);
  await schoolsRoutes(api, services);
  await assignmentsRoutes(api, services);
  await liveClassesRoutes(api, services);
  await liveQuestionsRoutes(api, services);
  await api.register(
    async (authScope) => {
      await authRoutes(authScope, services);
      await profilesRoutes(authScope, services);
    },
    { prefix: '/auth' },
  );
}

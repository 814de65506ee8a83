import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fastifyStatic from '@fastify/static';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Env } from './env.ts';
import { openDatabase, type Database } from './db/client.ts';
import { apiRoutes } from './api-routes.ts';
import { jwtSecret } from './lib/jwt-secret.ts';
import { startBackgroundWork } from './background.ts';
import { registerErrorHandling } from './plugins/errors.ts';
import { registerAuth } from './plugins/auth.ts';
import { clientAddress, outsideApi } from './plugins/rate-limits.ts';
import { registerNoStoreForTokens } from './plugins/no-store.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { shareBetweenInstances } from './plugins/instances.ts';
import { tooManyRequests } from './lib/app-error.ts';
import { TokenService } from './lib/tokens.ts';
import { ChannelRouter, DevOutboxSender, HttpSmsSender, SmtpEmailSender, type OtpSender } from './lib/otp-sender.ts';
import { AuthRepository } from './modules/auth/auth.repository.ts';
import { createAuthService } from './modules/auth/auth-services.ts';
import { SocialSignIn } from './modules/auth/social.service.ts';
import { ContentRepository } from './modules/content/content.repository.ts';
import { ContentService } from './modules/content/content.service.ts';
import { LearningMapRepository } from './modules/content/learning-map.repository.ts';
import { LearningMapService } from './modules/content/learning-map.service.ts';
import { ProfilesRepository } from './modules/profiles/profiles.repository.ts';
import { ProfilesService } from './modules/profiles/profiles.service.ts';
import { SystemService } from './modules/system/system.service.ts';
import { registerStudyPages } from './plugins/study-pages.ts';
import { QuestionsRepository } from './modules/questions/questions.repository.ts';
import { QuestionsService } from './modules/questions/questions.service.ts';
import { SearchService, rebuildSearchIndex } from './modules/search/search.service.ts';
import { BrowseRepository } from './modules/content/browse.repository.ts';
import { BrowseService } from './modules/content/browse.service.ts';
import { MockTestsService } from './modules/mock-tests/mock-tests.service.ts';
import { mockTestsRepositories } from './modules/mock-tests/mock-tests.repository.ts';
import { AnswerSealRepository } from './modules/mock-tests/answer-seal.repository.ts';
import { AnswerSealService, sealHolderOf } from './modules/mock-tests/answer-seal.service.ts';
import { awardSourcesOf } from './modules/practice/embiums/award-sources.ts';
import { PracticeService } from './modules/practice/practice.service.ts';
import { SearchRepository } from './modules/search/search.repository.ts';
import { ExploreMasteryService } from './modules/explore-mastery/explore-mastery.service.ts';
import { AchieveTargetRepository } from './modules/achieve/achieve-target.repository.ts';
import { AchieveTargetService } from './modules/achieve/achieve-target.service.ts';
import { DiagnosticRepository } from './modules/diagnostic/diagnostic.repository.ts';
import { DiagnosticService } from './modules/diagnostic/diagnostic.service.ts';
import { AccommodationsRepository } from './modules/accommodations/accommodations.repository.ts';
import { AccommodationsService } from './modules/accommodations/accommodations.service.ts';
import { NotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { NotificationsService, testScoredNotice } from './modules/notifications/notifications.service.ts';
import { DeliveryRepository } from './modules/notifications/delivery/delivery.repository.ts';
import { DeliveryService, type DeliveryChannels } from './modules/notifications/delivery/delivery.service.ts';
import { emailThrough, webPushChannel } from './modules/notifications/delivery/channels.ts';
import { RemindersRepository } from './modules/notifications/delivery/reminders.repository.ts';
import { RemindersService } from './modules/notifications/delivery/reminders.service.ts';
import { vapidKeys } from './lib/vapid-keys.ts';
import { InvitesRepository } from './modules/invites/invites.repository.ts';
import { ParentRepository } from './modules/parent/parent.repository.ts';
import { ParentService } from './modules/parent/parent.service.ts';
import { ParentDigestService } from './modules/parent/digest.service.ts';
import { InvitesService } from './modules/invites/invites.service.ts';
import { RevisionRepository } from './modules/revision/revision.repository.ts';
import { RevisionService } from './modules/revision/revision.service.ts';
import { AchievementsRepository } from './modules/achievements/achievements.repository.ts';
import { AchievementsService } from './modules/achievements/achievements.service.ts';
import { SuccessStoriesService } from './modules/achievements/success-stories.service.ts';
import { StreaksService } from './modules/streaks/streaks.service.ts';
import { TimelineRepository } from './modules/timeline/timeline.repository.ts';
import { TimelineService } from './modules/timeline/timeline.service.ts';
import { UserHomeService } from './modules/user-home/user-home.service.ts';
import { ReadinessRepository } from './modules/readiness/readiness.repository.ts';
import { ReadinessService } from './modules/readiness/readiness.service.ts';
import { ExamPapersRepository } from './modules/mock-tests/exam-papers.repository.ts';
import { ExamPapersService } from './modules/mock-tests/exam-papers.service.ts';
import { PajRepository } from './modules/achieve/paj.repository.ts';
import { PajService } from './modules/achieve/paj.service.ts';
import { QuestionnaireRepository } from './modules/achieve/questionnaire.repository.ts';
import { QuestionnaireService } from './modules/achieve/questionnaire.service.ts';
import { AchieveHomeService } from './modules/achieve/achieve-home.service.ts';
import { createLearnServices } from './modules/learn/learn-services.ts';
import { TestAccessService } from './modules/mock-tests/test-access.service.ts';
import { TestAccessRepository } from './modules/mock-tests/test-access.repository.ts';
import { mediaRootsOf } from './modules/learn/media-files.repository.ts';
import { MediaImageResizer } from './modules/learn/media-images.ts';
import { mediaFileHandler } from './modules/learn/media.routes.ts';
import { DataEventsRepository } from './modules/data-events/data-events.repository.ts';
import { FamilyDataRepository } from './modules/family-data/family-data.repository.ts';
import { FamilyDataService } from './modules/family-data/family-data.service.ts';
import { DataEventsService } from './modules/data-events/data-events.service.ts';
import { FeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { FeedbackService } from './modules/feedback/feedback.service.ts';
import { createSchoolsServices } from './modules/schools/schools-services.ts';
import { roomNamespace } from './modules/schools/live-classes.service.ts';
import { seedContent, seedDemo } from './seed.ts';
import { seedDemoSchool } from './seed-school.ts';
import type { Services } from './services.ts';
import { logTransport } from './lib/log-format.ts';
import { DevClock } from './lib/dev-clock.ts';

export interface BuildOptions {
  env: Env;
  /** An already open database (tests); otherwise opened from env. */
  database?: Database;
  now?: () => number;
  /** Replaces the OTP sender (tests). */
  sender?: OtpSender;
  fetchImpl?: typeof fetch;
  logger?: boolean;
}

/**
 * Builds the whole application: plugins, services and every route under /api, and the built web
 * app when WEB_DIST is set. Used by server.ts and by tests through `inject()`.
 */
export async function buildApp(options: BuildOptions): Promise<{ app: FastifyInstance; services: Services }> {
  const { env } = options;
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: env.LOG_LEVEL,
            redact: [
              'req.headers.authorization',
              'req.headers.cookie',
              'req.headers["x-otp-token"]',
              'req.headers["x-refresh-token"]',
              'req.headers["x-password-reset-token"]',
            ],
            ...logTransport(env),
          },
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    // Request ids need no order: Node's pooled v4 costs a fraction of a v7 from uuid (one system
    // call per id), which showed in the profile of every request.
    genReqId: () => randomUUID(),
    // Off by default: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (issue 14 §1.2).
    trustProxy: env.TRUST_PROXY,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Server-Timing (W3C): the time the server spent on the request, in ms, as browsers' devtools
  // and the benchmarks read it (the rest of a call's latency is the network and the client).
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
    void reply.header('server-timing', `app;dur=${reply.elapsedTime.toFixed(1)}`);
  });
  registerErrorHandling(app);
  registerNoStoreForTokens(app);
  registerInputGuard(app);

  const database =
    options.database ??
    (await openDatabase({
      url: env.DATABASE_URL,
      dataDir: join(env.DATA_DIR, 'pglite'),
      poolMax: env.DATABASE_POOL_MAX,
      onIdleError: (err) =>
        app.log.warn({ err: { message: err.message, code: (err as Error & { code?: string }).code } }, 'database connection dropped; it will be replaced'),
    }));
  if (!options.database) app.addHook('onClose', async () => database.close());
  const db = database.db;
  const secret = jwtSecret(env, !options.database && env.NODE_ENV !== 'test');
  const tokens = new TokenService(secret);
  const authRepo = new AuthRepository(db);
  // Rate-limit counts in Redis and revocations told to every server instance (docs/deploy.md).
  const shared = await shareBetweenInstances(app, { env, database, authRepo, tokens });
  const content = new ContentRepository(db);
  await content.upsertTaxonomy();
  const searchRepo = new SearchRepository(db);
  let contentChanged = false;
  if (env.SEED_DEMO ?? env.NODE_ENV !== 'production') {
    if (await seedDemo(db)) app.log.info('seeded demo accounts');
    const seeded = await seedContent(db, env.CONTENT_DIR);
    for (const [name, report] of Object.entries(seeded)) {
      const changed = Object.values(report ?? {}).some(
        (c: unknown) => typeof c === 'object' && c !== null && ((c as { created: number }).created > 0 || (c as { updated: number }).updated > 0),
      );
      if (changed) app.log.info({ report }, `seeded content: ${name}`);
      contentChanged ||= changed;
    }
    // The demo school (teacher@abhyas.in) uses the content: a chapter and a test of Aarav's exam.
    if (await seedDemoSchool(db, roomNamespace(env.CONTENT_NAMESPACE))) app.log.info('seeded the demo school');
  }
  // The search index follows the content: rebuilt when the seed changed it, or when it is empty
  // (content:import rebuilds it too).
  if (contentChanged || (await searchRepo.size()) === 0) app.log.info({ documents: await rebuildSearchIndex(searchRepo) }, 'search index rebuilt');

  const dev = new DevOutboxSender(db, app.log);
  const sender =
    options.sender ??
    new ChannelRouter({
      email: env.SMTP_URL ? new SmtpEmailSender(env.SMTP_URL, env.SMTP_FROM) : env.NODE_ENV === 'production' ? undefined : dev,
      sms: env.SMS_GATEWAY_URL
        ? new HttpSmsSender(env.SMS_GATEWAY_URL, env.SMS_GATEWAY_TOKEN, env.SMS_SENDER_ID)
        : env.NODE_ENV === 'production'
          ? undefined
          : dev,
    });
  const contentService = new ContentService(content, new LearningMapService(new LearningMapRepository(db)));
  const profiles = new ProfilesService(new ProfilesRepository(db), contentService, tokens);
  const auth = createAuthService({
    db,
    users: authRepo,
    tokens,
    profiles,
    sender,
    secret,
    limits: {
      accountFailuresPer15Min: env.RATE_LIMIT_ACCOUNT_FAILURES_PER_15_MIN,
      accountWideFailuresPer15Min: env.RATE_LIMIT_ACCOUNT_WIDE_FAILURES_PER_15_MIN,
    },
  });
  const social = new SocialSignIn(
    {
      google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
      facebook: env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET ? { appId: env.FACEBOOK_APP_ID, appSecret: env.FACEBOOK_APP_SECRET } : undefined,
      sso: env.SSO_VERIFY_URL ? { verifyUrl: env.SSO_VERIFY_URL, apiKey: env.SSO_API_KEY } : undefined,
    },
    options.fetchImpl,
  );
  // Business time; development builds can move it (POST /api/dev/clock), production cannot.
  const clock = new DevClock(options.now ?? Date.now);
  const now = env.NODE_ENV === 'production' ? (options.now ?? Date.now) : clock.now;
  const questionsRepo = new QuestionsRepository(db);
  // Self-hosted clips and thumbnails of the content packs; video files are served with signed urls only.
  const mediaRoots = mediaRootsOf(env.CONTENT_DIR);
  const testAccess = new TestAccessService(new TestAccessRepository(db), content);
  const learn = createLearnServices(db, secret, mediaRoots, now, testAccess);
  const seals = new AnswerSealService(new AnswerSealRepository(db, (name, text, values) => database.prepared(name, text, values)), now);
  // The revision queue (issue 19 §2): practice grades its cards on every finished question.
  const revision = new RevisionService(new RevisionRepository(db), now);
  const practice = new PracticeService(db, questionsRepo, seals, revision);
  const browse = new BrowseService(new BrowseRepository(db), content, testAccess, now, (url) => learn.media.playable(url));
  const readiness = new ReadinessService(new ReadinessRepository(db), contentService, practice, new ExamPapersService(new ExamPapersRepository(db)), now);
  const mockTests = new MockTestsService(
    mockTestsRepositories(db, (name, text, values) => database.prepared(name, text, values)),
    questionsRepo,
    now,
    seals,
    testAccess,
  );
  // The Achieve diagnostic (issue 18 §2): an adaptive test in the test engine, seeding mastery once scored.
  const diagnostic = new DiagnosticService(new DiagnosticRepository(db), mockTests, contentService, readiness, testAccess, seals, now);
  mockTests.adaptive = diagnostic;
  // Accommodations (issue 22 §2, decision 038): a profile's compensatory time stretches each new test session.
  const accommodations = new AccommodationsService(new AccommodationsRepository(db), profiles, now);
  mockTests.compensatoryMinutes = (profileId) => accommodations.extraMinutesPerHour(profileId);
  // In-app notifications (issue 20 §1); other modules tell a profile through `notify`.
  const notifications = new NotificationsService(new NotificationsRepository(db), now);
  // Delivery of notifications on every channel the profile allows (issue 20 §2; decision 034): in-app,
  // e-mail through the app's sender, Web Push with VAPID keys kept in DATA_DIR, SMS and WhatsApp
  // when their gateways are configured. Events hand notices to the job queue (services.notificationJobs).
  const channels: DeliveryChannels = {
    ...(env.SMTP_URL || env.NODE_ENV !== 'production' ? { email: emailThrough(sender) } : {}),
    push: webPushChannel(vapidKeys(env, !options.database && env.NODE_ENV !== 'test'), env.VAPID_SUBJECT),
    ...(env.SMS_GATEWAY_URL
      ? {
          sms: {
            send: (to: string, text: string) =>
              new HttpSmsSender(env.SMS_GATEWAY_URL!, env.SMS_GATEWAY_TOKEN, env.SMS_SENDER_ID).send({ to, channel: 'sms', text }),
          },
        }
      : {}),
    ...(env.WHATSAPP_GATEWAY_URL
      ? {
          whatsapp: {
            send: (to: string, text: string) =>
              new HttpSmsSender(env.WHATSAPP_GATEWAY_URL!, env.WHATSAPP_GATEWAY_TOKEN, env.SMS_SENDER_ID).send({ to, channel: 'sms', text }),
          },
        }
      : {}),
  };
  const deliveryRepo = new DeliveryRepository(db);
  const delivery = new DeliveryService(deliveryRepo, notifications, channels, now, { origin: env.APP_ORIGIN, quietHours: env.QUIET_HOURS });
  mockTests.onScored = async (session, score) => {
    try {
      await diagnostic.onScored(session);
    } finally {
      try {
        // A test's mistakes enrol in the revision queue, hidden until its answer key is published.
        await revision.onTestScored({
          id: session.id,
          profileId: session.profileId,
          bundleCode: session.bundleCode,
          questions: score.questions,
          finishedAtMs: session.finishedAt?.getTime(),
        });
      } finally {
        // The test's result is ready (once per session): a delivery job, not this request's work.
        await services.notificationJobs.enqueue(session.profileId, testScoredNotice(session, score, diagnostic.handles(session.bundleCode)));
      }
    }
  };
  const exploreMastery = new ExploreMasteryService(contentService, practice, profiles);
  const achieveTarget = new AchieveTargetService(new AchieveTargetRepository(db), content, browse, testAccess, now);
  const paj = new PajService(new PajRepository(db), achieveTarget, contentService, browse, practice, now, { readiness, diagnostic }, mockTests);
  const familyData = new FamilyDataService(new FamilyDataRepository(db), secret, now);
  const achievementsRepo = new AchievementsRepository(db);
  const achievements = new AchievementsService(achievementsRepo, contentService, practice, readiness, achieveTarget, testAccess, now);
  // Award feedback beyond practice (issue 20 §3): finished tests, a day's revision, milestones.
  practice.embiums.sources = awardSourcesOf(mockTests, revision, achievements);
  const parentRepo = new ParentRepository(db);
  const parent = new ParentService(
    parentRepo,
    {
      practice,
      videos: learn.progress,
      tests: mockTests,
      content: contentService,
      mastery: exploreMastery,
      revision,
      target: achieveTarget,
      readiness,
    },
    authRepo,
    now,
  );
  const questions = new QuestionsService(questionsRepo, (claims) => seals.sealedFor(sealHolderOf(claims)));
  // Schools (issue 23, decision 041): sessions naming a school assignment are checked and counted for it.
  const schools = createSchoolsServices(db, {
    content: contentService,
    practice,
    questions,
    seals,
    tests: mockTests,
    onError: (err) => app.log.warn({ err: { message: (err as Error)?.message } }, 'live class events: reading the version failed'),
    notify: (profileId, input) => services.notificationJobs.enqueue(profileId, input),
    liveClass: {
      provider: env.LIVE_CLASS_PROVIDER,
      domain: env.JITSI_DOMAIN,
      namespace: roomNamespace(env.CONTENT_NAMESPACE),
      ...(env.JITSI_APP_ID && env.JITSI_APP_SECRET ? { token: { appId: env.JITSI_APP_ID, secret: env.JITSI_APP_SECRET } } : {}),
    },
    now,
  });
  practice.sessions.homework = (profileId, homeworkId, chapterCode) => schools.assignments.homework(profileId, homeworkId, { kind: 'practice', chapterCode });
  mockTests.homework = (profileId, homeworkId, testCode) => schools.assignments.homework(profileId, homeworkId, { kind: 'test', testCode });
  const services: Services = {
    env,
    database,
    tokens,
    sender,
    authRepo,
    auth,
    profiles,
    content: contentService,
    questions,
    search: new SearchService(searchRepo, seals, testAccess),
    browse,
    system: new SystemService(database, now),
    mockTests,
    diagnostic,
    clock,
    testAccess,
    practice,
    revision,
    seals,
    learn,
    exploreMastery,
    readiness,
    social,
    achieveTarget,
    questionnaire: new QuestionnaireService(new QuestionnaireRepository(db), () => services.mockTests, now),
    paj,
    achieveHome: new AchieveHomeService(contentService, achieveTarget, readiness, paj, now),
    achievements,
    invites: new InvitesService(new InvitesRepository(db), profiles, sender, now),
    parent,
    parentDigest: new ParentDigestService(parentRepo, parent, sender, env.APP_ORIGIN, now),
    successStories: new SuccessStoriesService(achievementsRepo, contentService, readiness, testAccess),
    timeline: new TimelineService(
      new TimelineRepository(db),
      { videos: learn.progress, practice, tests: mockTests, diagnostic, achievements, testAccess },
      now,
    ),
    userHome: new UserHomeService(mockTests, learn.watchlist, practice),
    notifications,
    accommodations,
    delivery,
    reminders: new RemindersService(
      new RemindersRepository(db),
      deliveryRepo,
      {
        revisionDueToday: (id) => revision.dueToday(id),
        streak: (id) => services.streaks.streak(id),
        schoolReminders: () => schools.assignments.reminders(),
      },
      (profileId, input) => services.notificationJobs.enqueue(profileId, input),
      now,
    ),
    // Replaced by startBackgroundWork below (pg-boss, or in process with JOBS=off) before any request.
    notificationJobs: { enqueue: async () => undefined, sweep: async () => undefined, stop: async () => undefined },
    dataEvents: new DataEventsService(new DataEventsRepository(db), now, env.DATA_EVENTS_RETENTION_DAYS, app.log, (u, p) => familyData.namesOf(u, p)),
    streaks: new StreaksService({ practice, tests: mockTests, revision }, now),
    familyData,
    schools,
    feedback: new FeedbackService(new FeedbackRepository(db), now),
    now,
  };

  await startBackgroundWork(app, services, database, db);
  // A submit is answered before its scoring, which runs in the background with its after-scoring
  // work (revision enrolment, the "result ready" notification). Fastify runs onClose hooks
  // last-added first: this one lets the scoring in progress finish before the jobs (background.ts)
  // and the database stop; what is still queued is scored by the sweep after the restart.
  app.addHook('onClose', async () => mockTests.closeScoring());

  // Responses of 1 KB or more go out compressed when the client accepts it (brotli at quality 4,
  // else gzip): a paper of 54 questions is 36 KB of JSON and 8.5 KB compressed, which matters on
  // a phone's connection. The built web app is compressed once at build time and served as is
  // (preCompressed below); media (video, images) is not compressible and is left alone. Decision 014.
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  registerAuth(app, tokens);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        // Live classes embed the configured Jitsi Meet server's room (decision 041).
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          'https://player.vimeo.com',
          ...(env.LIVE_CLASS_PROVIDER === 'jitsi' ? [`https://${env.JITSI_DOMAIN}`] : []),
        ],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_GLOBAL_PER_MIN,
    timeWindow: '1 minute',
    allowList: outsideApi,
    keyGenerator: clientAddress,
    errorResponseBuilder: (_request, ctx) => tooManyRequests(ctx.ttl / 1000),
    // With REDIS_URL, counted in Redis: a limit holds whichever instance a request reaches.
    ...shared.rateLimit,
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Abhyas API', version: '0.1.0', description: 'Every call of the Abhyas web app. Errors: { error: { code, message, details } }.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await apiRoutes(api, services);
      api.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
    },
    { prefix: '/api' },
  );

  // Self-hosted lesson clips and thumbnails of the content packs (content/packs/*/media), served
  // under /media/ with range requests so the player can seek. Video files need a signed url
  // (GET /api/learn/cdn_url; docs/decisions/009), HLS streams a folder signature in the path
  // (/media/s/<exp>/<sig>/<folder>/<file>, 012). One handler decodes the raw path once into its
  // canonical form (any other spelling is 403), checks the signature against it and sends the file
  // from it, so the file sent is always the one checked (015). Images come at the quality presets'
  // widths with `?w=` (issue 24 §5).
  if (mediaRoots.length > 0) {
    await app.register(async (media) => {
      await media.register(fastifyStatic, { root: mediaRoots, serve: false, index: false });
      media.get('/media/*', { schema: { hide: true } }, mediaFileHandler(learn.media, new MediaImageResizer()));
    });
  }

  let indexHtml: string | undefined;
  if (env.WEB_DIST && existsSync(join(env.WEB_DIST, 'index.html'))) {
    const root = resolve(env.WEB_DIST);
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The .br and .gz files the build writes beside each asset (apps/web/vite.config.ts).
      preCompressed: true,
      // Hashed build assets never change; the service worker, the manifest and the other fixed
      // names must be revalidated, or a browser could keep an old service worker for a year.
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    indexHtml = readFileSync(join(root, 'index.html'), 'utf8');
    await registerStudyPages(app, root);
    const page = indexHtml;
    // The social-login redirect target is a page of the web app that happens to live under /api (platform.md §2.1).
    app.get('/api/oauth2_callback', { schema: { hide: true } }, async (_request, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').send(page),
    );
  }

  // Unknown API paths answer JSON 404; any other GET is a route of the single-page app.
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (indexHtml && request.method === 'GET' && !path.startsWith('/api/') && !(path.includes('.') && !path.endsWith('.html'))) {
      // From the file, so its .br/.gz copies are used (the not-found handler is not a route, and
      // the compress hook is only on routes); cache-control no-cache as set for the web root above.
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: `No ${path.startsWith('/api/') ? 'endpoint' : 'file'} ${request.method} ${path}.` } });
  });

  return { app, services };
}

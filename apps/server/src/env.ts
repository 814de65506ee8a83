import { z } from 'zod';

/**
 * The server's configuration, read once from the environment (the README's configuration table
 * documents every variable). Nothing else in the server reads `process.env`.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** postgres://… to use a PostgreSQL server; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Server processes sharing the port (Node cluster), with PostgreSQL only; PGlite is always one process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Time a graceful stop (SIGTERM, SIGINT) may take, in ms, before the process exits 1 anyway (decision 019). */
  SHUTDOWN_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATA_DIR: z.string().default('./data'),
  /** Secret for signing access tokens (≥ 32 chars). Outside production a random one is kept in DATA_DIR. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Public origin of the app, for OAuth redirect URIs and links in messages. */
  APP_ORIGIN: z.string().url().default('http://localhost:3000'),
  /** Directory with the built web app to serve; empty = API only. */
  WEB_DIST: z.string().optional(),
  COOKIE_DOMAIN: z.string().optional(),
  /** Content namespace used in event and content calls (neutral replacement for the spec's brand name). */
  CONTENT_NAMESPACE: z.string().default('abhyas'),
  /** OTP delivery. Unset = development sender (log + /api/dev/outbox). */
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Abhyas <no-reply@abhyas.local>'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default('ABHYAS'),
  /** Social sign-in (OAuth authorization code). Each provider is enabled when its id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_APP_ID: z.string().optional(),
  FACEBOOK_APP_SECRET: z.string().optional(),
  /** Single sign-on partner: URL that verifies a partner token and answers with the user's identity. */
  SSO_VERIFY_URL: z.string().url().optional(),
  SSO_API_KEY: z.string().optional(),
  /** Rate limits (per IP, per window). */
  RATE_LIMIT_AUTH_PER_15_MIN: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_ACCOUNT_FAILURES_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_GLOBAL_PER_MIN: z.coerce.number().int().min(1).default(600),
  /** Event posts per test session per minute (a client posts every 3 s, retries every 2 s): a flood answers 429. */
  // Background jobs (pg-boss on the app's database): 'pgboss' runs them, 'off' leaves finishing
  // expired test sessions to reads and a 30 s in-process sweep (tests that build many apps).
  JOBS: z.enum(['pgboss', 'off']).default('pgboss'),
  RATE_LIMIT_TEST_EVENTS_PER_MIN: z.coerce.number().int().min(1).default(120),
  /** Folder of the bundled content (JEEBench questions) imported by the demo seed. */
  CONTENT_DIR: z.string().default('./content'),
  /** Seed the demo accounts and content on first start (default true outside production). */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
});

export type Env = z.infer<typeof envSchema>;

/** Parses the environment; throws a readable message naming each bad variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  return env;
}

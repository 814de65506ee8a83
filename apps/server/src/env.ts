import { isIP } from 'node:net';
import { z } from 'zod';

/** Names proxy-addr (Fastify's `trustProxy`) knows for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Whether `entry` is an address, an address/prefix (CIDR), an IPv4 address/netmask, or a range name proxy-addr knows. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', range, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d{1,3}$/u.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4;
}

/**
 * TRUST_PROXY (issue 14 §1.2), as Fastify's `trustProxy` takes it: unset, empty, `false` or `0`
 * trusts no proxy (the connecting address is the client, and X-Forwarded-For is ignored); `true`
 * trusts every hop (only behind a proxy that overwrites the header); a hop count `n` trusts the `n`
 * nearest hops (the connecting proxy and the next `n − 1` addresses of X-Forwarded-For: the client
 * is the address `n` hops out); otherwise a comma-separated list of proxy addresses, CIDR ranges or
 * the names `loopback`, `linklocal`, `uniquelocal`. A hop count becomes a trust function for
 * proxy-addr, as a bare number no longer works in Fastify 5.12 (it trusted nothing).
 */
const trustProxySchema = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | string[] | ((address: string, hop: number) => boolean) => {
    const value = (raw ?? '').trim();
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/u.test(value)) {
      const hops = Number(value);
      if (hops > 32) {
        ctx.addIssue({ code: 'custom', message: `a hop count of ${value} is not a real proxy chain (at most 32)` });
        return z.NEVER;
      }
      return (_address: string, hop: number) => hop < hops;
    }
    const entries = value.split(',').map((e) => e.trim());
    const bad = entries.filter((e) => !isProxyAddress(e));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a proxy address, CIDR range, true or false: ${bad.map((b) => `'${b}'`).join(', ')} (e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24 or TRUST_PROXY=loopback)`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * The server's configuration, read once from the environment (the README's configuration table
 * documents every variable). Nothing else in the server reads `process.env`.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Log lines: `auto` is readable (pino-pretty) when stdout is a terminal and JSON otherwise (issue 17 §4). */
  LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
  /** postgres://… to use a PostgreSQL server; unset = embedded PGlite under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /**
   * redis://[user:pass@]host:6379[/db] (or rediss://) shared by every server instance: rate limits
   * count there, and revocations are broadcast over its pub/sub (docs/deploy.md). Unset: limits
   * count per process, revocations go over PostgreSQL LISTEN/NOTIFY (PGlite: one process, none).
   */
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
      .optional(),
  ),
  /**
   * Prefix of everything Abhyas keeps in that Redis (rate-limit counters, the revocation channel),
   * so that two deployments (or test runs) can share one Redis without counting each other's calls.
   */
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'letters, digits and _ : . - only')
    .default('abhyas:'),
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
  /**
   * Live classes (issue 23 §3; decision 041): the meeting provider, `jitsi` (the Jitsi Meet iframe
   * API of JITSI_DOMAIN) or `none` (live classes off: the join call answers 503).
   */
  LIVE_CLASS_PROVIDER: z.enum(['jitsi', 'none']).default('jitsi'),
  /** The Jitsi Meet server's host name (no scheme, no path): the page embeds https://<it>/<room>, and the CSP allows it as a frame. */
  JITSI_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(
      /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::\d{1,5})?$/,
      'must be a host name such as meet.jit.si (no scheme or path)',
    )
    .default('meet.jit.si'),
  /**
   * A Jitsi deployment with token authentication (decision 041 "Moderator rights"): its application
   * id and shared secret. With both set, the join call signs each member a JWT for their room
   * (HS256), moderator only for the class's staff, and the meeting opens with it; unset, the rooms
   * are open ones (meet.jit.si: the first to arrive moderates).
   */
  JITSI_APP_ID: z.string().trim().min(1).max(200).optional(),
  JITSI_APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** OTP delivery. Unset = development sender (log + /api/dev/outbox). */
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default('Abhyas <no-reply@abhyas.local>'),
  SMS_GATEWAY_URL: z.string().url().optional(),
  SMS_GATEWAY_TOKEN: z.string().optional(),
  SMS_SENDER_ID: z.string().default('ABHYAS'),
  /**
   * Web Push (issue 20 §2; decision 034): the VAPID contact (mailto: or https:) push services may
   * write to, and the key pair; unset keys are generated once into DATA_DIR/.vapid-keys.json.
   */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must start with mailto: or https://')
    .default('mailto:no-reply@abhyas.local'),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Quiet hours for pushes, local `HH-HH` (start inclusive, end exclusive; equal hours: none). Default 22-07. */
  QUIET_HOURS: z
    .string()
    .regex(/^([01]\d|2[0-3])-([01]\d|2[0-3])$/, 'must be HH-HH, e.g. 22-07')
    .default('22-07')
    .transform((v) => ({ start: Number(v.slice(0, 2)), end: Number(v.slice(3, 5)) })),
  /** Minutes between sweeps that send due reminders (revision, streak, journey) and held pushes. */
  NOTIFICATION_SWEEP_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** WhatsApp notifications: POST {WHATSAPP_GATEWAY_URL} like the SMS gateway; unset = off. */
  WHATSAPP_GATEWAY_URL: z.string().url().optional(),
  WHATSAPP_GATEWAY_TOKEN: z.string().optional(),
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
  RATE_LIMIT_ACCOUNT_WIDE_FAILURES_PER_15_MIN: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_GLOBAL_PER_MIN: z.coerce.number().int().min(1).default(600),
  /** Proxies whose X-Forwarded-For is believed (client addresses for rate limits and logs); none by default. */
  TRUST_PROXY: trustProxySchema,
  /** Event posts per test session per minute (a client posts every 3 s, retries every 2 s): a flood answers 429. */
  // Background jobs (pg-boss on the app's database): 'pgboss' runs them, 'off' leaves finishing
  // expired test sessions to reads and a 30 s in-process sweep (tests that build many apps).
  JOBS: z.enum(['pgboss', 'off']).default('pgboss'),
  RATE_LIMIT_TEST_EVENTS_PER_MIN: z.coerce.number().int().min(1).default(120),
  /**
   * How often (ms) the server refits each concept's mastery parameters from the stored practice
   * attempts (issue 27; decision 007): 6 h by default; 0 turns the job off (`fit-mastery` in the
   * CLI still runs it). The first run is one interval after the start.
   */
  MASTERY_FIT_INTERVAL_MS: z.coerce.number().int().min(0).default(21_600_000),
  /** Days the event stream (data_events, POST /api/data-events/push/v2) keeps an event; a daily prune deletes older ones (decision 031). */
  DATA_EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).default(180),
  /** A concept is fitted once it has this many answered attempts. */
  MASTERY_FIT_MIN_ANSWERS: z.coerce.number().int().min(1).default(200),
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
  if (Boolean(env.JITSI_APP_ID) !== Boolean(env.JITSI_APP_SECRET)) {
    throw new Error('Invalid configuration:\n  JITSI_APP_ID, JITSI_APP_SECRET: set both (a Jitsi deployment with token authentication) or neither');
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new Error('Invalid configuration:\n  JWT_SECRET: required in production (at least 32 characters)');
  }
  return env;
}

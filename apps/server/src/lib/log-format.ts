import type { Env } from '../env.ts';

/**
 * pino's transport options for the log format `env.LOG_FORMAT` asks for: readable lines through
 * pino-pretty when `pretty`, or when `auto` and stdout is a terminal (`npm start`, `npm run dev` in a
 * shell); none (one JSON object per line) otherwise, e.g. under a process manager or in CI.
 */
export function logTransport(env: Pick<Env, 'LOG_FORMAT'>, isTTY = Boolean(process.stdout.isTTY)): { transport?: { target: string } } {
  const pretty = env.LOG_FORMAT === 'pretty' || (env.LOG_FORMAT === 'auto' && isTTY);
  return pretty ? { transport: { target: 'pino-pretty' } } : {};
}

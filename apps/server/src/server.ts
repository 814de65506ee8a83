import { loadEnv } from './env.ts';
import { buildApp } from './app.ts';

/** Starts Abhyas: migrations, seed, API and web app on PORT (default 3000). */
async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const { app, services } = await buildApp({ env });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Abhyas is running on http://localhost:${env.PORT} (database: ${services.database.kind})`);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

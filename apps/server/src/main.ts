/** Starts the server: validated config, migrated database, demo content on first start. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createRuntime } from './runtime';
import { seedDemoContent, DEMO_ACCOUNTS } from './seed/demo';

const here = path.dirname(fileURLToPath(import.meta.url));
const WEB_ROOT = path.resolve(here, '../../web/dist');

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const runtime = await createRuntime(config, console);
  const shouldSeed = config.SEED_DEMO ?? !config.DATABASE_URL;
  const seeded = shouldSeed ? await seedDemoContent(runtime.deps) : false;
  // PGlite keeps the memory it grew to while creating the demo content: start its thread afresh.
  if (seeded) await runtime.database.releaseMemory();

  const app = await buildApp({
    deps: runtime.deps,
    webRoot: WEB_ROOT,
    logger: {
      level: config.LOG_LEVEL,
      // Readable lines for a person at a terminal; JSON lines for log collectors.
      ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } } : {}),
    },
  });
  await app.listen({ port: config.PORT, host: config.HOST });

  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  const url = config.PUBLIC_URL ?? `http://${shownHost}:${config.PORT}`;
  const lines = [
    '',
    `  BookTutor is running at ${url}`,
    `  Database: ${runtime.database.kind === 'pglite' ? `embedded (PGlite) in ${path.join(config.dataDir, 'db')}` : 'PostgreSQL'}`,
    `  E-mail: ${config.developmentMode ? 'development mode (codes are shown on screen)' : 'SMTP'}`,
    `  Tutor: ${config.LLM_PROVIDER ? `${config.LLM_PROVIDER} ${config.LLM_MODEL}` : 'built-in offline tutor'}`,
  ];
  if (shouldSeed) {
    lines.push(
      '',
      `  Demo student: username ${DEMO_ACCOUNTS.student.username}, password ${DEMO_ACCOUNTS.student.password}  (${url}/login)`,
      `  Demo admin:   email ${DEMO_ACCOUNTS.admin.email}, password ${DEMO_ACCOUNTS.admin.password}  (${url}/admin-login)`,
      seeded ? '  (demo content created now)' : '',
    );
  }
  console.log(lines.join('\n') + '\n');

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    await app.close();
    await runtime.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  // The Socket.IO Redis adapter publishes without catching: with Redis unreachable, a logout's
  // broadcast is a rejected promise nobody awaits. Logged; it must not take the node down.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

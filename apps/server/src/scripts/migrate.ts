/** npm run db:migrate: brings the configured database's schema up to date (start-up does this too). */
import { loadConfig } from '../config';
import { createRuntime } from '../runtime';

const runtime = await createRuntime(loadConfig(), console);
console.log(`Database (${runtime.database.kind}) is up to date.`);
await runtime.close();

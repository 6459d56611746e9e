/** npm run db:seed: creates the demo accounts and catalogue unless an admin already exists. */
import { loadConfig } from '../config';
import { createRuntime } from '../runtime';
import { DEMO_ACCOUNTS, seedDemoContent } from '../seed/demo';

const runtime = await createRuntime(loadConfig(), console);
const created = await seedDemoContent(runtime.deps);
console.log(
  created
    ? `Demo content created. Student ${DEMO_ACCOUNTS.student.username} / ${DEMO_ACCOUNTS.student.password}, admin ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`
    : 'An admin exists already: nothing seeded.',
);
await runtime.close();

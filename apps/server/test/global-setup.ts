/**
 * With DATABASE_URL set, the API tests run against that PostgreSQL database: migrate it once
 * here so test files running in parallel never race to create the schema. Test files then
 * share it, each using its own unique data (no truncation between tests).
 */
import { openDatabase } from '../src/db/client';

export default async function setup() {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const handle = await openDatabase({ url, pgliteDir: 'memory' });
  await handle.close();
}

// Runs once before the suite: the PostgreSQL server the suite uses. DATABASE_URL when set; else an embedded
// PostgreSQL for this run alone, whose URL the test files inherit through DATABASE_URL. Then the migrated
// template every test database is copied from, named to the test files through CARDPLAN_TEST_TEMPLATE, and
// the run's mark in its databases' names (CARDPLAN_TEST_RUN), by which the end drops what the run left.
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { ensureTemplateDatabase } from '../server/test/templateDatabase';
import { dropRunDatabases, RUN_ENV, TEMPLATE_ENV } from '../server/test/testDatabase';

export default async function setup() {
  const database = await ensureDatabaseUrl();
  const started = Date.now();
  const template = await ensureTemplateDatabase(process.env.DATABASE_URL!);
  process.env[TEMPLATE_ENV] = template;
  // Both server lanes run this setup; the run is this process, as is a run beside it another's.
  const runId = `p${process.pid}`;
  process.env[RUN_ENV] = runId;
  console.log(
    `[cardplan tests] database: ${database.description}; one fresh copy of ${template} per test file ` +
      `(ready in ${Date.now() - started} ms)`,
  );
  return async () => {
    delete process.env[TEMPLATE_ENV];
    delete process.env[RUN_ENV];
    // Both lanes end here; on an embedded server the lane that started it may have stopped it (and deleted
    // it, and DATABASE_URL) already.
    if (process.env.DATABASE_URL) await dropRunDatabases(runId);
    await database.stop();
  };
}

// Runs once before the suite: the PostgreSQL server the suite uses. DATABASE_URL when set; else an embedded
// PostgreSQL for this run alone, whose URL the test files inherit through DATABASE_URL. Then the migrated
// template every test database is copied from, named to the test files through CARDPLAN_TEST_TEMPLATE.
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';
import { ensureTemplateDatabase } from '../server/test/templateDatabase';
import { TEMPLATE_ENV } from '../server/test/testDatabase';

export default async function setup() {
  const database = await ensureDatabaseUrl();
  const started = Date.now();
  const template = await ensureTemplateDatabase(process.env.DATABASE_URL!);
  process.env[TEMPLATE_ENV] = template;
  console.log(
    `[cardplan tests] database: ${database.description}; one fresh copy of ${template} per test file ` +
      `(ready in ${Date.now() - started} ms)`,
  );
  return async () => {
    delete process.env[TEMPLATE_ENV];
    await database.stop();
  };
}

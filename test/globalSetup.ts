// Runs once before the suite: the PostgreSQL server the suite uses. DATABASE_URL when set; else an embedded
// PostgreSQL for this run alone, whose URL the test files inherit through DATABASE_URL.
import { ensureDatabaseUrl } from '../server/db/embedded/scratch';

export default async function setup() {
  const database = await ensureDatabaseUrl();
  console.log(`[cardplan tests] database: ${database.description}; one fresh database per test file`);
  return () => database.stop();
}

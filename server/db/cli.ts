// `npm run migrate` / `npm run migrate:rollback`: migrate the configured database by hand.
import { loadConfig } from '../config';
import { openDb } from './connection';
import { migrateToLatest, rollbackAll } from './migrate';

const command = process.argv[2];
const config = loadConfig();
const db = openDb(config);
try {
  if (command === 'latest') console.log('applied:', await migrateToLatest(db));
  else if (command === 'rollback') console.log('reverted:', await rollbackAll(db));
  else throw new Error('usage: tsx server/db/cli.ts latest|rollback');
} finally {
  await db.destroy();
}

// `npm run migrate` / `npm run migrate:rollback`: migrate the configured database by hand.
import { loadConfig } from '../config';
import { createLogger } from '../logger';
import { openDatabase } from './database';
import { migrateToLatest, rollbackAll } from './migrate';

const command = process.argv[2];
const config = loadConfig();
const { db, close } = await openDatabase(config, createLogger(config.logLevel), { shareRunning: true });
try {
  if (command === 'latest') console.log('applied:', await migrateToLatest(db));
  else if (command === 'rollback') console.log('reverted:', await rollbackAll(db));
  else throw new Error('usage: tsx server/db/cli.ts latest|rollback');
} finally {
  await close();
}

// `npm run create-admin -- email password`: creates an admin, or promotes an existing account.
import { newPasswordField, emailField } from '../../common/schemas/fields';
import { ensureAdmin } from '../bootstrap';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { createLogger } from '../logger';

const [emailArg, passwordArg] = process.argv.slice(2);
const email = emailField.safeParse(emailArg);
const password = newPasswordField.safeParse(passwordArg);
if (!email.success || !password.success) {
  console.error('usage: npm run create-admin -- <email> <password of at least 8 characters>');
  process.exit(2);
}
const config = loadConfig();
const { db, close } = await openDatabase(config, createLogger(config.logLevel), { shareRunning: true });
try {
  await migrateToLatest(db);
  const outcome = await ensureAdmin(db, email.data, password.data);
  console.log(
    outcome === 'created'
      ? `Admin ${email.data} created.`
      : `${email.data} is now an admin with the new password.`,
  );
} finally {
  await close();
}

// `npm run create-admin -- email password`: creates an admin, or promotes an existing account.
import { newPasswordField, emailField } from '../../common/schemas/fields';
import { ensureAdmin } from '../bootstrap';
import { loadConfig } from '../config';
import { openDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';

const [emailArg, passwordArg] = process.argv.slice(2);
const email = emailField.safeParse(emailArg);
const password = newPasswordField.safeParse(passwordArg);
if (!email.success || !password.success) {
  console.error('usage: npm run create-admin -- <email> <password of at least 8 characters>');
  process.exit(2);
}
const db = openDb(loadConfig());
try {
  await migrateToLatest(db);
  const outcome = await ensureAdmin(db, email.data, password.data);
  console.log(
    outcome === 'created'
      ? `Admin ${email.data} created.`
      : `${email.data} is now an admin with the new password.`,
  );
} finally {
  await db.destroy();
}

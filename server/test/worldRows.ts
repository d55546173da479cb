// Rows a test world writes straight into its database (policy and command worlds): one row by its id, and an
// account named by its label.
import type { Db } from '../db/connection';

/** Inserts one row and gives its id. */
export const insertRow = async (db: Db, table: string, values: Record<string, unknown>): Promise<number> =>
  ((await db(table).insert(values).returning('id')) as { id: number }[])[0]!.id;

/** An account `<label>@<domain>`, verified unless said. */
export async function insertUser(
  db: Db,
  label: string,
  domain: string,
  {
    accessLevel = 'user',
    emailVerified = true,
  }: { accessLevel?: 'admin' | 'user'; emailVerified?: boolean } = {},
): Promise<{ id: string; email: string }> {
  const email = `${label}@${domain}`;
  const values = { email, firstName: label, lastName: 'T', accessLevel, emailVerified };
  const rows: { id: string }[] = await db('users').insert(values).returning('id');
  return { id: rows[0]!.id, email };
}

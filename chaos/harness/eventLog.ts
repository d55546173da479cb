// The folder's event log read straight from PostgreSQL, for the chaos suite's last check: every acknowledged
// change must be logged. (sync:since cannot page past its replay cap of 500 events — it answers refetch —
// so a run's whole log cannot be read through a socket.)
import pg from 'pg';

/** The mutation ids of every change logged for `folderId`. */
export async function loggedMutationIdsInDatabase(
  databaseUrl: string,
  folderId: number,
): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ mutationId: string }>(
      'SELECT "mutationId" FROM folder_events WHERE "folderId" = $1 AND "mutationId" IS NOT NULL',
      [folderId],
    );
    return new Set(rows.map((row) => row.mutationId));
  } finally {
    await client.end();
  }
}

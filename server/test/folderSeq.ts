// A folder's event seq now, read straight from the counter: where a test expects a client to catch up to.
import type { Db } from '../db/connection';

export async function folderSeq(db: Db, folderId: number): Promise<number> {
  const row = await db('folder_event_counters').where({ folderId }).first('seq');
  return row?.seq ?? 0;
}

// SQL for the CSV export: the selected projects in file order, and their cards in keyset-paginated batches.
// A card's plain fields are the registry's (docs/architecture.md "Adding a card field"): no line here for one.
import type { z } from 'zod';
import { PLAIN_CSV_FIELDS, type CardFields, type PlainCsvFieldName } from '../../../common/cardFields';
import type { Db } from '../connection';
import { visibleFolderIds } from './folderScope';

/** A selected project (or folder: parentId null) with the names its rows carry. */
export interface ExportProjectRow {
  id: number;
  parentId: number | null;
  projectName: string;
  folderName: string;
  clientName: string;
}

/**
 * A plain field's column under its wire name (common/cardFields: a text, a number, a choice); a number as the
 * database prints it (a rank's decimal(15,3) "12.500", also the keyset position), the rest as the card holds it.
 */
type PlainCardColumns = {
  [N in PlainCsvFieldName as CardFields[N]['wire']]: CardFields[N] extends { csv: { cell: 'number' } }
    ? null extends z.output<CardFields[N]['answer']>
      ? string | null
      : string
    : z.output<CardFields[N]['answer']>;
};

export interface ExportCardRow extends PlainCardColumns {
  id: number;
  externalId: string;
  categoryName: string | null;
  releaseName: string | null;
  releaseStartDate: string | null;
  releaseEndDate: string | null;
  sprintName: string | null;
  /** ISO 8601 in UTC with milliseconds, as Date.toISOString() writes it */
  createdAt: string;
  updatedAt: string;
}

/** Where the previous batch ended: the (order, id) of its last card. */
export interface CardPosition {
  order: string;
  id: number;
}

/**
 * Formats a timestamptz as Date.toISOString() would (both cut microseconds to milliseconds): doing it
 * in SQL spares parsing 200,000 dates into Date objects only to print them again.
 */
const ISO_UTC = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The card's column of each plain field of the file, named by its wire name (the registry's, in its order). */
const plainColumns = (db: Db) =>
  PLAIN_CSV_FIELDS.map(({ field: { wire, csv } }) =>
    csv.cell === 'number' ? db.raw('??::text AS ??', [`c.${wire}`, wire]) : `c.${wire}`,
  );

export const exportRepo = {
  /**
   * The projects among `ids` the user may read, ordered as the file is (client, folder, project by
   * name; ids break ties). Ids missing from the answer do not exist or are not the user's to read.
   */
  readableProjects(db: Db, userId: string, ids: number[]): Promise<ExportProjectRow[]> {
    return db('projects as p')
      .join('projects as f', 'f.id', db.raw('COALESCE(p."parentId", p.id)'))
      .join('clients as c', 'c.id', 'f.clientId')
      .whereIn('p.id', ids)
      .whereIn('f.id', visibleFolderIds(db, userId))
      .select('p.id', 'p.parentId', 'p.name as projectName', 'f.name as folderName', 'c.name as clientName')
      .orderByRaw('lower(c.name), c.id, lower(f.name), f.id, lower(p.name), p.id');
  },

  /** Up to `limit` cards of a project after `after`, in rank order; uses the (projectId, order) index. */
  cardBatch(db: Db, projectId: number, after: CardPosition | null, limit: number): Promise<ExportCardRow[]> {
    const query = db('cards as c')
      .leftJoin('categories as cat', 'cat.id', 'c.categoryId')
      .leftJoin('releases as r', 'r.id', 'c.releaseId')
      .leftJoin('sprints as s', 's.id', 'c.sprintId')
      .where('c.projectId', projectId)
      .select(
        'c.id',
        'c.externalId',
        ...plainColumns(db),
        'cat.name as categoryName',
        'r.name as releaseName',
        'r.startDate as releaseStartDate',
        'r.endDate as releaseEndDate',
        's.name as sprintName',
        db.raw(`${ISO_UTC('c."createdAt"')} AS "createdAt"`),
        db.raw(`${ISO_UTC('c."updatedAt"')} AS "updatedAt"`),
      )
      .orderBy([{ column: 'c.order' }, { column: 'c.id' }])
      .limit(limit);
    if (after) query.whereRaw('(c."order", c.id) > (?::numeric, ?)', [after.order, after.id]);
    return query;
  },
};

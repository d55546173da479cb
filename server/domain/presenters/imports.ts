// An import as it leaves the server (common/schemas/imports.ts ImportRecord): what it wrote, counted.
import type { ImportRecord } from '../../../common/schemas/imports';
import type { ImportRow } from '../../db/repos/imports';
import { iso } from './time';

export const presentImport = (row: ImportRow): ImportRecord => ({
  id: row.id,
  projectId: row.projectId,
  folderId: row.folderId,
  format: row.format,
  fileName: row.fileName,
  cards: row.cardIds.length,
  useCases: row.categoryIds.length,
  releases: row.releaseIds.length,
  sprints: row.sprintIds.length,
  at: iso(row.createdAt),
  actor: row.actorId && row.actorName ? { id: row.actorId, name: row.actorName } : null,
  undoneAt: row.undoneAt ? iso(row.undoneAt) : null,
});

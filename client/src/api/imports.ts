// Typed calls of the import: one POST writes a whole file's cards, and
// its undo is one DELETE (the import goes to the trash as one item; redo restores it from there).
import type { ImportRequestInput, ImportResult, ImportUndoResult } from '../../../common/schemas/imports';
import { IMPORT_CONTENT_TYPE, IMPORTS_PATH, importRequestLines } from '../../../common/import/requestLines';
import { del, pathId, post, type RequestOptions } from './http';

export const importsApi = {
  /** Writes every card of the request, or none; answers the import's record (201). Sent as JSON lines. */
  create: (body: ImportRequestInput, options?: RequestOptions) =>
    post<ImportResult>(IMPORTS_PATH, importRequestLines(body), {
      ...options,
      contentType: IMPORT_CONTENT_TYPE,
    }),
  /** Undo: the import's cards (those no one changed since) go to the trash as one item. */
  undo: (importId: number, options?: RequestOptions) =>
    del<ImportUndoResult>(`${IMPORTS_PATH}/${pathId(importId)}`, options),
};

// A search row → the hit the palette shows (common/schemas/search.ts): where it lives, where it matched,
// and its snippet with the matched words as ranges (common/search/marks.ts), never HTML.
import type { CardStatus, Impact } from '../../../common/schemas/cards';
import type { SearchField, SearchHit, SearchSnippet } from '../../../common/schemas/search';
import { wholeSnippet, windowSnippet } from '../../../common/search/marks';
import type { SearchRow } from '../../db/repos/search';

function matchedIn(row: SearchRow): SearchField {
  if (row.kind !== 'card') return 'name';
  if (row.tier === 0) return 'id';
  return row.tier === 3 && row.body ? row.body : 'title';
}

function snippetOf(row: SearchRow, field: SearchField, words: string): SearchSnippet {
  if (field === 'id') return { text: row.externalId ?? '', marks: [[0, row.externalId?.length ?? 0]] };
  if (field === 'description' || field === 'notes') return windowSnippet(row.bodyText ?? '', words);
  return wholeSnippet(row.name, words);
}

/** `words`: the query's words, which the snippet marks. */
export function presentSearchHit(row: SearchRow, words: string): SearchHit {
  const matched = matchedIn(row);
  const base = {
    id: row.id,
    matched,
    snippet: snippetOf(row, matched, words),
    clientName: row.clientName,
    folderId: row.folderId,
    folderName: row.folderName,
  };
  switch (row.kind) {
    case 'card':
      return {
        ...base,
        kind: 'card',
        externalId: row.externalId!,
        title: row.name,
        status: row.status as CardStatus,
        priority: row.priority as Impact,
        projectId: row.projectId!,
        projectName: row.projectName!,
      };
    case 'project':
    case 'folder':
      return { ...base, kind: row.kind, name: row.name };
    default:
      return {
        ...base,
        kind: row.kind,
        name: row.name,
        projectId: row.projectId!,
        projectName: row.projectName!,
      };
  }
}

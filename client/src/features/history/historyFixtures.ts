// Test data of history entries and pages (component and text tests).
import type { ActivityPage, HistoryEntry, HistoryPage } from '../../../../common/schemas/history';

let nextId = 100;

export const ANA = { id: '11111111-1111-4111-8111-111111111111', name: 'Ana Lopez' };
export const BO = { id: '22222222-2222-4222-8222-222222222222', name: 'Bo Chen' };

export function makeEntry(changes: Partial<HistoryEntry> = {}): HistoryEntry {
  nextId += 1;
  return {
    id: nextId,
    at: new Date(Date.now() - 2 * 60_000).toISOString(),
    actor: ANA,
    kind: 'card',
    entityId: 5,
    label: 'APP-005 Export to CSV',
    action: 'updated',
    cause: null,
    importFile: null,
    changes: [],
    ...changes,
  };
}

export const page = (entries: HistoryEntry[], next: number | null = null): HistoryPage => ({ entries, next });

export const activityPage = (
  entries: HistoryEntry[],
  next: number | null = null,
  people = [ANA, BO],
): ActivityPage => ({ entries, next, people });

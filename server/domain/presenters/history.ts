// History rows → entries people read (docs/history.md): each field from → to, in the words of the screens.
import { cardFieldList, type HistoryWording } from '../../../common/cardFields';
import { importLabel } from '../../../common/schemas/imports';
import type { FieldChange, HistoryAction, HistoryEntry, HistoryKind } from '../../../common/schemas/history';
import type { HistoryRow } from '../../db/repos/history';

type Data = Record<string, unknown>;
type Names = Record<string, string>;

interface Field {
  label: string;
  show?: (value: unknown, names: Names, data: Data) => string | null;
}

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? null : String(value);

/** A reference's name: as it is now, else as the card last showed it, else that it is gone. */
const reference =
  (kind: 'category' | 'release' | 'sprint', gone: string) =>
  (value: unknown, names: Names, data: Data): string | null => {
    if (value === null || value === undefined) return null;
    const shown = (data[kind] as { name?: string } | null | undefined)?.name;
    return names[`${kind}:${String(value)}`] ?? shown ?? gone;
  };

const yesNo = (value: unknown) => (value ? 'Yes' : 'No');

/** How a card field's value reads, as its registry entry words it. */
function showOf(wording: HistoryWording, choices?: Readonly<Record<string, string>>): Field['show'] {
  if (wording === 'text') return undefined;
  if (wording === 'yesNo') return yesNo;
  if (wording === 'choice')
    return (value) =>
      choices && Object.hasOwn(choices, String(value)) ? choices[String(value)]! : text(value);
  return reference(wording.reference, wording.gone);
}

/** A card's fields history compares: the registry's, under their wire names, in its order. */
const cardFields = (): Record<string, Field> =>
  Object.fromEntries(
    cardFieldList().flatMap(([, field]) =>
      field.history ? [[field.wire, { label: field.label, show: showOf(field.history, field.choices) }]] : [],
    ),
  );

/** The fields history compares, per kind, in the order screens show them. */
const HISTORY_FIELDS: Record<HistoryKind, Record<string, Field>> = {
  card: cardFields(),
  category: { name: { label: 'Name' }, color: { label: 'Colour' } },
  release: {
    name: { label: 'Name' },
    description: { label: 'Description' },
    startDate: { label: 'Start' },
    endDate: { label: 'End' },
    roadmapVisible: { label: 'On the roadmap', show: yesNo },
  },
  sprint: {
    name: { label: 'Name' },
    description: { label: 'Description' },
    startDate: { label: 'Start' },
    endDate: { label: 'End' },
  },
  project: { name: { label: 'Name' }, description: { label: 'Description' }, prefix: { label: 'Prefix' } },
  // An import's entry shows no field changes: its label says it all ("300 cards from backlog.csv").
  import: {},
};

/** A field's label ("Impact" for priority), for the messages of a revert. */
export const fieldLabel = (kind: HistoryKind, field: string) => HISTORY_FIELDS[kind][field]?.label ?? field;

/** What changed between two versions of a thing, field by field (both as the read model or the stored row). */
function fieldChanges(kind: HistoryKind, before: Data | null, after: Data, names: Names): FieldChange[] {
  if (!before) return [];
  const changes: FieldChange[] = [];
  for (const [field, def] of Object.entries(HISTORY_FIELDS[kind])) {
    if (!(field in after) || !(field in before)) continue;
    const from = before[field];
    const to = after[field];
    if ((from ?? null) === (to ?? null)) continue;
    const show = def.show ?? text;
    changes.push({ field, label: def.label, from: show(from, names, before), to: show(to, names, after) });
  }
  return changes;
}

/**
 * How a thing is named in a list: a card by its external id and title, an import by what it brought ("300 cards
 * from backlog.csv"), anything else by its name.
 */
function labelOf(kind: HistoryKind, data: Data | null): string | null {
  if (!data) return null;
  if (kind === 'import')
    return typeof data.fileName === 'string'
      ? importLabel({ cards: Number(data.cards), fileName: data.fileName })
      : null;
  if (kind === 'card') {
    const title = text(data.title);
    return title === null ? null : [text(data.externalId), title].filter(Boolean).join(' ');
  }
  return text(data.name);
}

/** An undo, a redo, or the import that made a card, use case, release or sprint (an import's own entry says so). */
function causeOf(row: HistoryRow): HistoryEntry['cause'] {
  if (row.cause === 'undo' || row.cause === 'redo') return row.cause;
  return row.cause === 'import' && row.kind !== 'import' ? 'import' : null;
}

export function presentHistory(row: HistoryRow): HistoryEntry {
  const names = row.names ?? {};
  const action = row.action as HistoryAction;
  const cause = causeOf(row);
  return {
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    actor: row.actorId && row.actorName ? { id: row.actorId, name: row.actorName } : null,
    kind: row.kind,
    entityId: row.entityId,
    label: labelOf(row.kind, row.data) ?? labelOf(row.kind, row.prev) ?? `#${row.entityId}`,
    action,
    cause,
    importFile: cause === 'import' ? row.importFile : null,
    changes: action === 'updated' ? fieldChanges(row.kind, row.prev, row.data, names) : [],
  };
}

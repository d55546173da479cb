// A Trello board's JSON export: its lists, cards and labels read defensively, and turned into cards in Trello's order.
import { CARD_STATUS_LABELS, type CardStatus, type Impact } from '../schemas/cards';
import { plural } from '../plural';
import { collectCard, type Collected } from './collect';
import { impactFromText, statusFromText } from './values';

interface TrelloList {
  id: string;
  name: string;
  closed: boolean;
  pos: number;
}

interface TrelloCard {
  /** 1-based place in the export's `cards` array: the card's `line` in the request, unique and in file order. */
  index: number;
  /** The line of the file its JSON object starts on (1 for every card of a one-line export). */
  fileLine: number;
  name: string;
  desc: string;
  idList: string;
  idLabels: string[];
  closed: boolean;
  pos: number;
  due: string | null;
}

export interface TrelloBoard {
  name: string;
  lists: TrelloList[];
  cards: TrelloCard[];
  labels: { id: string; name: string; color: string | null }[];
}

/** A board label as the dialog offers it: how many cards carry it and the impact it maps to now. */
export interface ImportLabel {
  id: string;
  name: string;
  color: string | null;
  cards: number;
  impact: Impact | null;
}

export type ListsAs = 'useCase' | 'status';

export interface TrelloOptions {
  listsAs: ListsAs;
  includeArchived: boolean;
  /** Label id → impact; a label left out keeps the guess from its name, null ignores it. */
  labelImpacts?: Record<string, Impact | null>;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const position = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : Infinity);

/**
 * The board in a parsed JSON value, or null when it is not a Trello board export (no `lists` and `cards`).
 * `cardLines`: the line each element of `cards` starts on (jsonLines.ts); 1 where it is not known.
 */
export function readTrelloBoard(value: unknown, cardLines: readonly number[] = []): TrelloBoard | null {
  if (!isObject(value) || !Array.isArray(value.lists) || !Array.isArray(value.cards)) return null;
  const lists = value.lists.filter(isObject).map((list) => ({
    id: text(list.id),
    name: text(list.name),
    closed: list.closed === true,
    pos: position(list.pos),
  }));
  const cards = value.cards.flatMap((card, at) =>
    isObject(card)
      ? [
          {
            index: at + 1,
            fileLine: cardLines[at] ?? 1,
            name: text(card.name),
            desc: text(card.desc),
            idList: text(card.idList),
            idLabels: Array.isArray(card.idLabels)
              ? card.idLabels.filter((id) => typeof id === 'string')
              : [],
            closed: card.closed === true,
            pos: position(card.pos),
            due: text(card.due) || null,
          },
        ]
      : [],
  );
  const labels = (Array.isArray(value.labels) ? value.labels : []).filter(isObject).map((label) => ({
    id: text(label.id),
    name: text(label.name),
    color: text(label.color) || null,
  }));
  return { name: text(value.name), lists, cards, labels };
}

/** The board's labels with their use count and current impact (the user's choice, else a guess from the name). */
export function trelloLabels(
  board: TrelloBoard,
  labelImpacts: Record<string, Impact | null> = {},
): ImportLabel[] {
  return board.labels.map((label) => ({
    ...label,
    cards: board.cards.filter((card) => card.idLabels.includes(label.id)).length,
    impact: label.id in labelImpacts ? (labelImpacts[label.id] ?? null) : impactFromText(label.name),
  }));
}

/** How many characters of a title name a card in a message. */
const TITLE_START = 24;

/**
 * How a message names a card, as a JSON file has no rows: 'Card "Fix the login bug on…" (line 1)', its
 * title cut at a word, and the line its object starts on.
 */
function cardPlace(card: TrelloCard): string {
  const title = card.name.trim().replace(/\s+/g, ' ');
  const where = `(line ${card.fileLine})`;
  if (!title) return `Card with no name ${where}`;
  // By code point, so an emoji is never cut in half.
  const characters = [...title];
  if (characters.length <= TITLE_START) return `Card "${title}" ${where}`;
  const cut = characters.slice(0, TITLE_START).join('');
  const space = cut.lastIndexOf(' ');
  return `Card "${space > TITLE_START / 2 ? cut.slice(0, space) : cut}…" ${where}`;
}

/** A list's status when lists are read as statuses, and whether its name said so. */
function listStatus(name: string): { status: CardStatus; known: boolean } {
  const status = statusFromText(name);
  return { status: status ?? 'backlog', known: status !== null };
}

/** Cards in Trello's order (lists by position, cards by position within a list) into `into`. */
export function collectTrelloCards(board: TrelloBoard, options: TrelloOptions, into: Collected): void {
  const listOrder = [...board.lists].sort((a, b) => a.pos - b.pos);
  const listById = new Map(listOrder.map((list, at) => [list.id, { list, at }]));
  const impactByLabel = new Map(
    trelloLabels(board, options.labelImpacts).map((label) => [label.id, label.impact]),
  );
  const archived = (card: TrelloCard) => card.closed || listById.get(card.idList)?.list.closed === true;
  const kept = board.cards.filter((card) => options.includeArchived || !archived(card));
  const place = (card: TrelloCard) => listById.get(card.idList)?.at ?? listOrder.length;
  kept.sort((a, b) => place(a) - place(b) || a.pos - b.pos || a.index - b.index);

  for (const card of kept) {
    const list = listById.get(card.idList)?.list;
    const draft = { line: card.index, title: card.name } as Collected['cards'][number];
    if (card.desc) draft.description = card.desc;
    if (list && options.listsAs === 'useCase') draft.useCase = list.name;
    if (options.listsAs === 'status') draft.status = listStatus(list?.name ?? '').status;
    const impact = card.idLabels.map((id) => impactByLabel.get(id)).find((value) => value);
    if (impact) draft.priority = impact;
    collectCard(into, {
      card: draft,
      columns: { title: 'Name', description: 'Description', category: 'List' },
      place: cardPlace(card),
    });
  }

  const left = board.cards.length - kept.length;
  if (left) into.notes.push(`${plural(left, 'archived card')} ${left === 1 ? 'was' : 'were'} left out`);
  const due = kept.filter((card) => card.due).length;
  if (due) into.notes.push(`Due dates are not imported (${plural(due, 'card')} had one)`);
  if (options.listsAs === 'status') {
    const used = listOrder.filter((list) => kept.some((card) => card.idList === list.id));
    const read = used.map((list) => {
      const { status, known } = listStatus(list.name);
      return `${list.name} → ${CARD_STATUS_LABELS[status]}${known ? '' : ' (not a status we know)'}`;
    });
    if (read.length) into.notes.push(`Lists read as statuses: ${read.join(', ')}`);
  }
}

// The card save mapping (spec 4 "Card save mapping", docs/decisions.md 5): the dialog's select values become
// the update body. Use case 'unsorted' / 'uncategorized' / '' → null; release 'unscheduled' / 'future'
// / '' → null; sprint 'none' / '' → null; anything else is an id sent as an integer. The estimate is a
// deck's value or '' (none → null); a scoring input is the text of a number or '' (none → null).
import { SCORE_INPUTS, type ScoreInput } from '../estimation/scoring';
import type { CardStatus, Impact } from '../schemas/cards';

export const NO_CATEGORY_OPTION = 'unsorted';
export const NO_RELEASE_OPTION = 'unscheduled';
export const NO_SPRINT_OPTION = 'none';
export const NO_ESTIMATE_OPTION = '';

/** The scoring inputs as the form holds them: the text of a number, '' for none. */
type ScoreInputTexts = { [I in ScoreInput]: string };
type ScoreInputNumbers = { [I in ScoreInput]: number | null };

export interface CardFormValues extends ScoreInputTexts {
  title: string;
  description: string;
  status: CardStatus;
  priority: Impact;
  categoryId: string;
  releaseId: string;
  sprintId: string;
  color: string;
  notes: string;
  estimate: string;
}

export interface CardFormSource extends ScoreInputNumbers {
  title: string;
  description: string | null;
  status: CardStatus;
  priority: Impact;
  categoryId: number | null;
  releaseId: number | null;
  sprintId: number | null;
  color: string;
  notes: string | null;
  estimate: string | null;
}

const toId = (value: string, noneWords: readonly string[]): number | null => {
  const text = value.trim().toLowerCase();
  if (noneWords.includes(text)) return null;
  const id = Number.parseInt(text, 10);
  return Number.isInteger(id) && id > 0 ? id : null;
};

const categoryIdFromOption = (value: string) => toId(value, ['', 'unsorted', 'uncategorized', 'none']);
const releaseIdFromOption = (value: string) => toId(value, ['', 'unscheduled', 'future', 'none']);
const sprintIdFromOption = (value: string) => toId(value, ['', 'none']);

/** A scoring input's text as a number; none when empty or not a number. */
export function inputNumber(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const number = Number(trimmed);
  return Number.isFinite(number) ? number : null;
}

const inputTexts = (card: ScoreInputNumbers) =>
  Object.fromEntries(
    SCORE_INPUTS.map((input) => [input, card[input] === null ? '' : String(card[input])]),
  ) as ScoreInputTexts;

const inputNumbers = (values: ScoreInputTexts) =>
  Object.fromEntries(SCORE_INPUTS.map((input) => [input, inputNumber(values[input])])) as ScoreInputNumbers;

export const cardFormValues = (card: CardFormSource): CardFormValues => ({
  title: card.title,
  description: card.description ?? '',
  status: card.status,
  priority: card.priority,
  categoryId: card.categoryId === null ? NO_CATEGORY_OPTION : String(card.categoryId),
  releaseId: card.releaseId === null ? NO_RELEASE_OPTION : String(card.releaseId),
  sprintId: card.sprintId === null ? NO_SPRINT_OPTION : String(card.sprintId),
  color: card.color,
  notes: card.notes ?? '',
  estimate: card.estimate ?? NO_ESTIMATE_OPTION,
  ...inputTexts(card),
});

export interface CardUpdateBody extends ScoreInputNumbers {
  title: string;
  description: string;
  status: CardStatus;
  priority: Impact;
  categoryId: number | null;
  releaseId: number | null;
  sprintId: number | null;
  color: string;
  notes: string;
  estimate: string | null;
}

export const cardUpdateBody = (values: CardFormValues): CardUpdateBody => ({
  title: values.title.trim(),
  description: values.description,
  status: values.status,
  priority: values.priority,
  categoryId: categoryIdFromOption(values.categoryId),
  releaseId: releaseIdFromOption(values.releaseId),
  sprintId: sprintIdFromOption(values.sprintId),
  color: values.color,
  notes: values.notes,
  estimate: values.estimate === NO_ESTIMATE_OPTION ? null : values.estimate,
  ...inputNumbers(values),
});

/** The fields of the form that differ from the card (what "Save & Close" sends). */
export function changedFields(card: CardFormSource, values: CardFormValues): Partial<CardUpdateBody> {
  const body = cardUpdateBody(values);
  const current = cardUpdateBody(cardFormValues(card));
  const changes: Partial<CardUpdateBody> = {};
  for (const key of Object.keys(body) as (keyof CardUpdateBody)[]) {
    if (body[key] !== current[key]) (changes as Record<string, unknown>)[key] = body[key];
  }
  return changes;
}

// Every field of a card people edit, declared once: its names, label, schema, what undo, history, the CSV
// export and import, the card dialog and meeting votes do with it. Everything that lists, labels, exports,
// imports, merges or diffs card fields reads these entries (lists.ts, csv.ts); docs/architecture.md
// "Adding a card field". The order is the card dialog's (the spec's): lists follow it.
import { z } from 'zod';
import { hexColor, optionalText } from '../schemas/fields';
import { CARD_STATUS_LABELS, IMPACT_LABELS } from './choices';
import type { CardFieldSpec } from './spec';
import {
  cardTitle,
  estimateField,
  impactField,
  NO_CATEGORY,
  NO_RELEASE,
  orderField,
  reference,
  scoreInputField,
  statusField,
} from './values';

/** A scoring input's entry: a plain number, in the dialog, undone, worded as text, a CSV number column. */
const scoreInput = <W extends string, L extends string>(
  wire: W,
  label: L,
  bounds: [number, number],
  position: number,
  words: readonly string[],
) =>
  ({
    wire,
    label,
    schema: scoreInputField(label, ...bounds),
    answer: z.number().nullable(),
    editable: true,
    revertible: true,
    history: 'text',
    csv: { column: label, cell: 'number', position, words },
  }) as const;

/** decimal(15,3) as a string, e.g. "12.500". */
const ORDER_ANSWER = z.string();

export const CARD_FIELDS = {
  title: {
    wire: 'title',
    label: 'Title',
    schema: cardTitle,
    answer: z.string(),
    required: true,
    editable: true,
    revertible: true,
    history: 'text',
    csv: {
      column: 'Title',
      cell: 'text',
      position: 5,
      words: [
        'title',
        'name',
        'summary',
        'feature',
        'feature name',
        'card',
        'card name',
        'story',
        'idea',
        'subject',
      ],
    },
  },
  description: {
    wire: 'description',
    label: 'Description',
    schema: optionalText('Description', 20_000),
    answer: z.string().nullable(),
    editable: true,
    revertible: true,
    history: 'text',
    csv: {
      column: 'Description',
      cell: 'text',
      position: 6,
      words: ['description', 'details', 'detail', 'body', 'desc', 'text', 'content'],
    },
  },
  status: {
    wire: 'status',
    label: 'Status',
    schema: statusField,
    answer: statusField,
    editable: true,
    revertible: true,
    choices: CARD_STATUS_LABELS,
    history: 'choice',
    csv: { column: 'Status', cell: 'label', position: 7, words: ['status', 'state', 'stage', 'progress'] },
  },
  impact: {
    wire: 'priority',
    label: 'Impact',
    schema: impactField,
    answer: impactField,
    editable: true,
    revertible: true,
    choices: IMPACT_LABELS,
    history: 'choice',
    csv: {
      column: 'Impact',
      // The file keeps `priority`'s value ("wow"), as it always did.
      cell: 'value',
      position: 8,
      words: ['impact', 'priority', 'prio', 'importance', 'severity'],
    },
    vote: 'impact',
  },
  release: {
    wire: 'releaseId',
    label: 'Release',
    schema: reference('Release', NO_RELEASE),
    answer: z.number().nullable(),
    editable: true,
    revertible: true,
    history: { reference: 'release', gone: 'a deleted release' },
    csv: {
      column: 'Release',
      cell: 'name',
      position: 10,
      importKey: 'release',
      words: ['release', 'milestone', 'version', 'fix version', 'fix versions', 'target version'],
      with: [
        {
          key: 'releaseStart',
          column: 'Release Start',
          label: 'Release start',
          words: ['release start', 'release start date', 'start date', 'start', 'milestone start'],
        },
        {
          key: 'releaseEnd',
          column: 'Release End',
          label: 'Release end',
          words: ['release end', 'release end date', 'end date', 'end', 'release date', 'target date'],
        },
      ],
    },
    vote: 'release',
  },
  sprint: {
    wire: 'sprintId',
    label: 'Sprint',
    schema: reference('Sprint', ['', 'none']),
    answer: z.number().nullable(),
    editable: true,
    revertible: true,
    history: { reference: 'sprint', gone: 'a deleted sprint' },
    csv: {
      column: 'Sprint',
      cell: 'name',
      position: 13,
      importKey: 'sprint',
      words: ['sprint', 'iteration', 'cycle'],
    },
  },
  category: {
    wire: 'categoryId',
    label: 'Use Case',
    // The API's message keeps its sentence case ("Use case must be an id or none").
    schema: reference('Use case', NO_CATEGORY),
    answer: z.number().nullable(),
    editable: true,
    revertible: true,
    history: { reference: 'category', gone: 'a deleted use case' },
    csv: {
      column: 'Use Case',
      cell: 'name',
      position: 9,
      importKey: 'useCase',
      words: [
        'use case',
        'usecase',
        'use cases',
        'module',
        'category',
        'epic',
        'epic link',
        'component',
        'components',
      ],
    },
    // The vote's name for it, kept on the wire and in meeting_votes.field.
    vote: 'useCase',
  },
  color: {
    wire: 'color',
    label: 'Colour',
    schema: hexColor,
    answer: z.string(),
    editable: true,
    revertible: true,
    history: 'text',
  },
  notes: {
    wire: 'notes',
    label: 'Notes',
    schema: optionalText('Notes', 20_000),
    answer: z.string().nullable(),
    editable: true,
    revertible: true,
    history: 'text',
    csv: {
      column: 'Notes',
      cell: 'text',
      position: 15,
      words: ['notes', 'note', 'comments', 'comment', 'remarks'],
    },
  },
  estimate: {
    wire: 'estimate',
    label: 'Estimate',
    schema: estimateField,
    answer: z.string().nullable(),
    // Planning poker: a meeting votes on it from the project's deck.
    vote: 'estimate',
    editable: true,
    revertible: true,
    history: 'text',
    csv: {
      column: 'Estimate',
      cell: 'text',
      position: 18,
      words: [
        'estimate',
        // Jira's "Custom field (Story Points)" holds these words (the mapping's second guess).
        'story points',
        'story point estimate',
        'points',
        'sp',
        'effort',
        'size',
      ],
    },
  },
  // The scoring inputs (common/estimation/scoring.ts): which a project uses is its scoring model's to say.
  // A meeting votes on the judged ones (`vote`); reach is counted, not judged, so no one votes on it.
  value: { ...scoreInput('value', 'Value', [1, 10], 19, ['value', 'business value']), vote: 'value' },
  reach: scoreInput('reach', 'Reach', [0, 1_000_000_000], 20, ['reach']),
  // RICE's and ICE's "impact" factor: named Lift so it is never taken for the card's Impact.
  lift: {
    ...scoreInput('lift', 'Lift', [0.25, 10], 21, ['lift', 'rice impact', 'ice impact']),
    vote: 'lift',
  },
  confidence: { ...scoreInput('confidence', 'Confidence', [1, 100], 22, ['confidence']), vote: 'confidence' },
  ease: { ...scoreInput('ease', 'Ease', [1, 10], 23, ['ease']), vote: 'ease' },
  pinned: {
    wire: 'pinned',
    label: 'Pinned',
    phrase: 'pin',
    schema: z.boolean({ error: 'Pinned must be true or false' }),
    answer: z.boolean(),
    editable: false,
    revertible: true,
    history: 'yesNo',
  },
  order: {
    wire: 'order',
    label: 'Rank',
    schema: orderField,
    answer: ORDER_ANSWER,
    editable: false,
    revertible: false,
    rank: true,
    csv: {
      column: 'Rank',
      cell: 'number',
      position: 14,
      words: ['rank', 'order', 'position', 'sort order', 'pos'],
    },
  },
} as const satisfies Record<string, CardFieldSpec>;

export type CardFields = typeof CARD_FIELDS;
/** A field's code name (`impact`, `category`). */
export type CardFieldName = keyof CardFields;
/** A field's wire name (`priority`, `categoryId`). */
export type CardFieldWire = CardFields[CardFieldName]['wire'];

// The bulk-action bar's fields: what each select offers and the change a choice makes to every selected card.
import { CARD_FIELD_LABELS, IMPACT_LABELS } from '../../../../../common/cardFields';
import { NO_ESTIMATE_LABEL } from '../../../../../common/board/estimates';
import { NO_ESTIMATE_VALUE } from '../../../../../common/board/filters';
import { NO_SPRINT_LABEL, allSprints } from '../../../../../common/board/sprints';
import { deckValues, type DeckSetting } from '../../../../../common/estimation';
import {
  CARD_STATUSES,
  CARD_STATUS_LABELS,
  IMPACTS,
  type CardStatus,
  type Impact,
  type UpdateCardRequest,
} from '../../../../../common/schemas/cards';
import type { Category } from '../../../../../common/schemas/categories';
import type { Release } from '../../../../../common/schemas/releases';
import { IMPACT_EMOJI } from '../../../ui';

export interface BulkOption {
  value: string;
  label: string;
  /** The release a sprint is listed under. */
  group?: string;
}

interface BulkField {
  name: string;
  options: BulkOption[];
  changes: (value: string) => UpdateCardRequest;
}

const NONE = 'none';
const idOrNull = (value: string) => (value === NONE ? null : Number(value));

/**
 * The fields the bar sets, with their options (use cases in list order, releases in release order, the deck's
 * values in deck order).
 */
export function bulkFields(
  categories: readonly Category[],
  releases: readonly Release[],
  deck: DeckSetting,
): BulkField[] {
  return [
    {
      name: CARD_FIELD_LABELS.status,
      options: CARD_STATUSES.map((status) => ({ value: status, label: CARD_STATUS_LABELS[status] })),
      changes: (value) => ({ status: value as CardStatus }),
    },
    {
      name: CARD_FIELD_LABELS.impact,
      options: IMPACTS.map((impact) => ({
        value: impact,
        label: `${IMPACT_EMOJI[impact]} ${IMPACT_LABELS[impact]}`,
      })),
      changes: (value) => ({ priority: value as Impact }),
    },
    {
      name: CARD_FIELD_LABELS.category,
      options: [
        ...categories.map((category) => ({ value: String(category.id), label: category.name })),
        { value: NONE, label: 'Unsorted' },
      ],
      changes: (value) => ({ categoryId: idOrNull(value) }),
    },
    {
      name: CARD_FIELD_LABELS.release,
      options: [
        { value: NONE, label: 'Future' },
        ...releases.map((release) => ({ value: String(release.id), label: release.name })),
      ],
      changes: (value) => ({ releaseId: idOrNull(value) }),
    },
    sprintField(releases),
    estimateField(deck),
  ];
}

/** Sprints under their releases; one sets the release too, "No sprint" leaves the release as it is. */
function sprintField(releases: readonly Release[]): BulkField {
  const sprints = allSprints(releases);
  return {
    name: CARD_FIELD_LABELS.sprint,
    options: [
      { value: NONE, label: NO_SPRINT_LABEL },
      ...sprints.map(({ sprint, release }) => ({
        value: String(sprint.id),
        label: sprint.name,
        group: release.name,
      })),
    ],
    changes: (value) => {
      const sprintId = idOrNull(value);
      const placed = sprints.find(({ sprint }) => sprint.id === sprintId);
      return placed ? { releaseId: placed.release.id, sprintId } : { sprintId: null };
    },
  };
}

/** The deck's values and "No estimate" (whose value no deck value can be: those have at most 8 characters). */
function estimateField(deck: DeckSetting): BulkField {
  return {
    name: CARD_FIELD_LABELS.estimate,
    options: [
      ...deckValues(deck).map((estimate) => ({ value: estimate, label: estimate })),
      { value: NO_ESTIMATE_VALUE, label: NO_ESTIMATE_LABEL },
    ],
    changes: (value) => ({ estimate: value === NO_ESTIMATE_VALUE ? null : value }),
  };
}

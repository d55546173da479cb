// A Jira export's statuses mapped to Cardplan's ("Status for Jira status Ready for QA"): each starts as the
// status its words name, or Backlog when Cardplan does not know them, and the user may pick another.
import type { ImportStatus } from '../../../../common/import';
import { CARD_STATUSES, CARD_STATUS_LABELS, type CardStatus } from '../../../../common/schemas/cards';
import { ValueMapping } from './ValueMapping';

const STATUS_OPTIONS = CARD_STATUSES.map((status) => ({ value: status, label: CARD_STATUS_LABELS[status] }));

export interface StatusMappingProps {
  statuses: readonly ImportStatus[];
  onChange: (value: string, status: CardStatus) => void;
  disabled?: boolean;
}

export function StatusMapping({ statuses, onChange, disabled }: StatusMappingProps) {
  return (
    <ValueMapping
      noun="Jira status"
      target="Status"
      disabled={disabled}
      options={STATUS_OPTIONS}
      choices={statuses.map((entry) => ({
        key: entry.value,
        name: entry.value,
        cards: entry.cards,
        value: entry.status,
        detail: entry.known ? undefined : 'not recognised',
      }))}
      // A status is always chosen: the select offers no "none".
      onChange={(value, status) => status && onChange(value, status)}
    />
  );
}

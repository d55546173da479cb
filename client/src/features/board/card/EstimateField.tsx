// The card dialog's Estimate select: "No estimate" and the values of the project's deck. An estimate the deck
// no longer has (its owner changed the deck since) stays on the card and in the list, marked.
import { NO_ESTIMATE_OPTION } from '../../../../../common/board/cardForm';
import { estimateChoices } from '../../../../../common/board/estimates';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import type { DeckSetting } from '../../../../../common/estimation';
import { Field, Select } from '../../../ui';

interface EstimateFieldProps {
  value: string;
  /** The card's saved estimate: kept as a choice while the form shows another. */
  stored: string | null;
  deck: DeckSetting;
  onChange: (estimate: string) => void;
}

export function EstimateField({ value, stored, deck, onChange }: EstimateFieldProps) {
  const choices = estimateChoices(deck, [stored, value === NO_ESTIMATE_OPTION ? null : value]);
  return (
    <Field label={CARD_FIELD_LABELS.estimate}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        {choices.map(({ estimate, label }) => (
          <option key={label} value={estimate ?? NO_ESTIMATE_OPTION}>
            {label}
          </option>
        ))}
      </Select>
    </Field>
  );
}

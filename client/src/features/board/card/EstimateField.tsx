// The card dialog's Estimate select: "No estimate" and the values of the project's deck. An estimate the deck
// no longer has (its owner changed the deck since) stays on the card and in the list, marked.
import { NO_ESTIMATE_OPTION } from '../../../../../common/board/cardForm';
import { NO_ESTIMATE_LABEL } from '../../../../../common/board/estimates';
import { CARD_FIELD_LABELS } from '../../../../../common/cardFields';
import { deckValues, inDeck, type DeckSetting } from '../../../../../common/estimation';
import { Field, Select } from '../../../ui';

interface EstimateFieldProps {
  value: string;
  /** The card's saved estimate: kept as a choice while the form shows another. */
  stored: string | null;
  deck: DeckSetting;
  onChange: (estimate: string) => void;
}

export function EstimateField({ value, stored, deck, onChange }: EstimateFieldProps) {
  const strays = [...new Set([stored ?? NO_ESTIMATE_OPTION, value])].filter(
    (estimate) => estimate !== NO_ESTIMATE_OPTION && !inDeck(deck, estimate),
  );
  return (
    <Field label={CARD_FIELD_LABELS.estimate}>
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={NO_ESTIMATE_OPTION}>{NO_ESTIMATE_LABEL}</option>
        {deckValues(deck).map((estimate) => (
          <option key={estimate} value={estimate}>
            {estimate}
          </option>
        ))}
        {strays.map((estimate) => (
          <option key={`stray-${estimate}`} value={estimate}>
            {`${estimate} (not in deck)`}
          </option>
        ))}
      </Select>
    </Field>
  );
}

// A vote choice as the board draws that value: an impact with its icon, a use case with its colour dot, a
// release (or Future / Unsorted) by name, a poker step as it is ("?" and "☕" also said in words).
import { isPokerField, NOT_A_STEP_NAMES } from '../../../../../common/meetings/choices';
import type { Impact } from '../../../../../common/schemas/cards';
import { NO_VALUE, type VoteField, type VoteValue } from '../../../../../common/schemas/meetings';
import type { Category } from '../../../../../common/schemas/categories';
import { IMPACT_LABELS, ImpactIcon } from '../../../ui';
import { Hidden, Swatch } from './voteStyles';

export interface ChoiceLabelProps {
  field: VoteField;
  value: VoteValue;
  label: string;
  categories: Record<number, Category>;
}

export function ChoiceLabel({ field, value, label, categories }: ChoiceLabelProps) {
  let mark = null;
  if (field === 'impact' && value in IMPACT_LABELS) mark = <ImpactIcon impact={value as Impact} decorative />;
  else if (field === 'useCase' && value !== NO_VALUE) {
    const color = categories[Number(value)]?.color;
    if (color) mark = <Swatch $color={color} aria-hidden="true" />;
  }
  const spoken = isPokerField(field) ? NOT_A_STEP_NAMES[value] : undefined;
  return (
    <>
      {mark}
      <span>{label}</span>
      {spoken ? <Hidden> ({spoken})</Hidden> : null}
    </>
  );
}

// Values of the file mapped to an impact: Jira's priorities, Trello's labels ("Impact for priority High").
import { IMPACTS, type Impact } from '../../../../common/schemas/cards';
import { IMPACT_EMOJI, IMPACT_LABELS } from '../../ui';
import { ValueMapping, type MappingChoice } from './ValueMapping';

const IMPACT_OPTIONS = IMPACTS.map((impact) => ({
  value: impact,
  label: `${IMPACT_EMOJI[impact]} ${IMPACT_LABELS[impact]}`,
}));

export interface ImpactMappingProps {
  /** How a value is called: "priority", "label". */
  noun: string;
  choices: readonly (Omit<MappingChoice<Impact>, 'value'> & { impact: Impact | null })[];
  /** Offer "No impact" (Trello labels); a Jira priority always maps to one. */
  allowNone?: boolean;
  onChange: (key: string, impact: Impact | null) => void;
  disabled?: boolean;
}

export function ImpactMapping({ choices, allowNone, ...props }: ImpactMappingProps) {
  return (
    <ValueMapping
      {...props}
      target="Impact"
      choices={choices.map(({ impact, ...choice }) => ({ ...choice, value: impact }))}
      options={IMPACT_OPTIONS}
      noneLabel={allowNone ? 'No impact' : undefined}
    />
  );
}

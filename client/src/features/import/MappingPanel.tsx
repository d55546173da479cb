// The column mapping of a CSV Cardplan does not know: for each card field, the column it is read from or none.
// The first choice is guessed from the headers (common/import guessMapping); every change rebuilds the preview.
import styled from 'styled-components';
import {
  MAPPING_FIELD_LABELS,
  MAPPING_FIELDS,
  columnName,
  type ColumnMapping,
  type MappingField,
} from '../../../../common/import';
import { Field, Select, below } from '../../ui';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: 12px 14px;
  ${below('md')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${below('sm')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** The select's value for "none". */
const NONE = '';

/** "Title column", "Use Case column": each select's accessible name. */
const columnLabel = (field: MappingField) => `${MAPPING_FIELD_LABELS[field]} column`;

export interface MappingPanelProps {
  columns: readonly string[];
  mapping: ColumnMapping;
  onChange: (field: MappingField, column: number | null) => void;
  disabled?: boolean;
}

export function MappingPanel({ columns, mapping, onChange, disabled }: MappingPanelProps) {
  const headers = [...columns];
  return (
    <Grid>
      {MAPPING_FIELDS.map((field) => (
        <Field key={field} label={columnLabel(field)} required={field === 'title'}>
          <Select
            size="sm"
            disabled={disabled}
            value={mapping[field] === null ? NONE : String(mapping[field])}
            onChange={(event) =>
              onChange(field, event.target.value === NONE ? null : Number(event.target.value))
            }
          >
            <option value={NONE}>None</option>
            {headers.map((_, index) => (
              <option key={index} value={index}>
                {columnName(headers, index)}
              </option>
            ))}
          </Select>
        </Field>
      ))}
    </Grid>
  );
}

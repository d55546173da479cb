// CSV export (docs/decisions.md "Export").
import { z } from 'zod';
import { idField } from './fields';

export const exportCsvRequest = z.object({
  projectIds: z
    .array(idField('Project'), { error: 'Please select at least one project to export' })
    .min(1, 'Please select at least one project to export')
    .max(1000, 'Too many projects'),
});

/** The header row: the card field registry's columns (common/cardFields/csv.ts). */
export { CSV_COLUMNS, CSV_PROJECT_COLUMN } from '../cardFields';

export const exportFilename = (date: Date) => `cardplan-export-${date.toISOString().slice(0, 10)}.csv`;

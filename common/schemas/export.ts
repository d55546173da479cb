// CSV export (docs/decisions.md "Export").
import { z } from 'zod';
import { idField } from './fields';

export const exportCsvRequest = z.object({
  projectIds: z
    .array(idField('Project'), { error: 'Please select at least one project to export' })
    .min(1, 'Please select at least one project to export')
    .max(1000, 'Too many projects'),
});

export const CSV_COLUMNS = [
  'Client',
  'Folder',
  'Project',
  'ID',
  'Title',
  'Description',
  'Status',
  'Impact',
  'Use Case',
  'Release',
  'Release Start',
  'Release End',
  'Sprint',
  'Rank',
  'Notes',
  'Created',
  'Updated',
] as const;

export const exportFilename = (date: Date) => `cardplan-export-${date.toISOString().slice(0, 10)}.csv`;

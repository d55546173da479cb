// The dialog's choices for a read file (mapping, Trello and Jira options: priorities, statuses) and the plan they give: the cards to
// send and what the summary says. Built again on every change, so the preview always shows what Import sends.
import { useMemo, useState } from 'react';
import {
  buildImport,
  summariseImport,
  type ExistingNames,
  type ImportFile,
  type ImportOptions,
  type ListsAs,
  type MappingField,
} from '../../../../common/import';
import type { CardStatus, Impact } from '../../../../common/schemas/cards';
import type { ImportOutlook } from './importText';

const FIRST: ImportOptions = {};

/** The plan of `file` (null: no file read yet); a new file starts again from the guesses. */
export function useImportPlan(file: ImportFile | null, existing: ExistingNames) {
  const [chosen, setChosen] = useState<{ file: ImportFile | null; options: ImportOptions }>({
    file,
    options: FIRST,
  });
  const options = chosen.file === file ? chosen.options : FIRST;
  const setOptions = (next: (now: ImportOptions) => ImportOptions) =>
    setChosen((now) => ({ file, options: next(now.file === file ? now.options : FIRST) }));
  const plan = useMemo(() => (file ? buildImport(file, options) : null), [file, options]);
  const outlook = useMemo((): ImportOutlook | null => {
    if (!plan) return null;
    const summary = summariseImport(plan, existing);
    return {
      ...summary,
      newSprints: summary.newSprints.map((sprint) => `${sprint.name} (${sprint.release})`),
    };
  }, [plan, existing]);

  const change = {
    column: (field: MappingField, column: number | null) =>
      setOptions((now) => ({ ...now, mapping: { ...now.mapping, [field]: column } })),
    listsAs: (listsAs: ListsAs) => setOptions((now) => ({ ...now, listsAs })),
    includeArchived: (includeArchived: boolean) => setOptions((now) => ({ ...now, includeArchived })),
    labelImpact: (labelId: string, impact: Impact | null) =>
      setOptions((now) => ({ ...now, labelImpacts: { ...now.labelImpacts, [labelId]: impact } })),
    priorityImpact: (value: string, impact: Impact | null) =>
      setOptions((now) => ({
        ...now,
        // A Jira priority always maps to an impact; "none" is not offered for it.
        priorityImpacts: impact ? { ...now.priorityImpacts, [value]: impact } : now.priorityImpacts,
      })),
    status: (value: string, status: CardStatus) =>
      setOptions((now) => ({ ...now, statusMap: { ...now.statusMap, [value]: status } })),
  };
  return { plan, outlook, change };
}

// Imports: one request writes a whole file's cards, and is one change to undo. It runs outside the
// dialog's lifetime, so the dialog can close while the server works; `importRun` says what is running (its
// progress bar) and a toast says when it is done. A refused import writes nothing: the server writes all or
// none, and this tab shows nothing before the answer (the cards arrive as card.created events).
import { proxy } from 'valtio';
import { plural } from '../../../../common/plural';
import type { ChangeCause } from '../../../../common/schemas/history';
import type { ImportRecord, ImportRequestInput, ImportUndoResult } from '../../../../common/schemas/imports';
import { errorText, pacedByLimit } from '../../api/http';
import { importsApi } from '../../api/imports';
import { toast } from '../../ui';
import { mutate } from '../mutations';
import { recordUndo, restoreStep, withUndo, type StepOutcome, type UndoEntry } from '../undo';
import { withCause } from '../undo/cause';
import { refreshWorkspace, selectProject } from './workspace';

/** The import on its way: what the progress bar and a reopened dialog show. */
export interface RunningImport {
  fileName: string;
  cards: number;
  /** The project the cards go to, by name ("Mobile app"). */
  projectName: string;
  /** When it was sent (ms): the bar shows only once it takes longer than half a second. */
  startedAt: number;
}

export const importRun = proxy<{ running: RunningImport | null }>({ running: null });

/** "Import 300 cards": how the undo toasts name it ("Undone: Import 300 cards"). */
const importUndoLabel = (cards: number) => `Import ${plural(cards, 'card')}`;

const importDoneText = (cards: number, projectName: string) =>
  `Imported ${plural(cards, 'card')} into ${projectName}`;

const FAILED = 'Failed to import the file';

/** "3 cards kept: someone changed them since" under an undo's toast; nothing when all went. */
const keptText = (kept: number) =>
  kept > 0 ? `${plural(kept, 'card')} kept: someone changed ${kept === 1 ? 'it' : 'them'} since` : undefined;

/** Undo: the import's cards go to the trash as one item (those a teammate changed since stay). */
async function undoImport(
  record: ImportRecord,
  cause: ChangeCause,
): Promise<StepOutcome & { removed: number }> {
  const outcome = await mutate<ImportUndoResult>({
    ops: [],
    send: (options) => importsApi.undo(record.id, withCause(options, cause)),
    // The removed cards reach every board, this one too, as card.deleted events; a project not open here
    // counts them from the answer.
    answers: (result) => [
      { type: 'cards.counted', data: { projectId: record.projectId, add: -result.removed } },
    ],
    failure: (error) => ({
      title: 'Undo failed',
      description: errorText(error, 'Failed to undo the import'),
    }),
  });
  if (!outcome.ok || !outcome.result) return { ok: false, removed: 0 };
  return { ok: true, note: keptText(outcome.result.kept), removed: outcome.result.removed };
}

/** Records the import as one undo entry: ⌘Z and the toast's Undo both take it back whole. */
function recordImport(record: ImportRecord): UndoEntry {
  // The redo brings back what the undo took (cards a teammate had changed stayed on the board); the
  // restore's answer carries them.
  return recordUndo({
    label: importUndoLabel(record.cards),
    undo: () => undoImport(record, 'undo'),
    redo: () => restoreStep('import', [record.id], 'redo'),
  });
}

/**
 * Sends the import (waiting out a short write limit as bulk actions do) and reports it in a toast with its
 * Undo. `projectName` names the target in that toast. Resolves to the record, or null when it was refused
 * (the toast carries the server's message, "Line 14: …").
 */
export async function startImport(
  request: ImportRequestInput,
  projectName: string,
): Promise<ImportRecord | null> {
  if (importRun.running) return null;
  importRun.running = {
    fileName: request.source.fileName,
    cards: request.cards.length,
    projectName,
    startedAt: Date.now(),
  };
  try {
    const outcome = await mutate({
      ops: [],
      send: (options) => pacedByLimit(() => importsApi.create(request, options)),
      // The cards arrive as card.created events; a project not open here counts them from the answer.
      answers: ({ import: record }) => [
        { type: 'cards.counted', data: { projectId: record.projectId, add: record.cards } },
      ],
      failure: (error) => ({ title: 'Import failed', description: errorText(error, FAILED) }),
    });
    if (!outcome.ok || !outcome.result) return null;
    const record = outcome.result.import;
    if ('newProject' in request.target) {
      // The new project joins the lists, and opens: that is where the person wants to look next.
      await refreshWorkspace();
      selectProject(record.projectId);
    }
    const entry = recordImport(record);
    toast({
      title: 'Import done',
      description: importDoneText(record.cards, projectName),
      ...withUndo(entry),
    });
    return record;
  } finally {
    importRun.running = null;
  }
}

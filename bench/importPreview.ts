// bench:import's preview: what the import dialog does with a dropped file before anything is sent (read it,
// recognise it, build the plan, summarise it for the project), run here in Node with each step timed.
import { performance } from 'node:perf_hooks';
import { buildImport, readImportFile, summariseImport } from '../common/import';
import type { ImportCardInput } from '../common/schemas/imports';

export interface Preview {
  cards: ImportCardInput[];
  skipped: number;
  /** The summary as one line: cards, new use cases, releases, sprints, notes. */
  summary: string;
  /** readImportFile (decode + detect + read the records), buildImport, summariseImport; ms. */
  readMs: number;
  buildMs: number;
  summariseMs: number;
}

/** The dialog's first plan (no option changed) for a fresh project (no names there yet). */
export async function previewFile(fileName: string, bytes: Uint8Array): Promise<Preview> {
  const started = performance.now();
  const read = await readImportFile(fileName, bytes);
  if (!read.ok) throw new Error(`the preview refused the file: ${read.message}`);
  const readAt = performance.now();
  const plan = buildImport(read.file);
  const builtAt = performance.now();
  const summary = summariseImport(plan, { useCases: [], releases: [], sprints: [] });
  const summarisedAt = performance.now();
  return {
    cards: plan.cards,
    skipped: plan.skipped.length,
    summary:
      `format ${plan.format}, ${summary.cards} cards, ${summary.newUseCases.length} new use cases,` +
      ` ${summary.newReleases.length} new releases, ${summary.newSprints.length} new sprints,` +
      ` ${summary.skipped} skipped, ${plan.notes.length} notes`,
    readMs: readAt - started,
    buildMs: builtAt - readAt,
    summariseMs: summarisedAt - builtAt,
  };
}

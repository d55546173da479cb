// What an import will add to a project: cards, and the use cases, releases and sprints it names that are new.
import { nameKey } from '../schemas/names';
import type { ImportPlan } from './plan';

export interface ExistingNames {
  useCases: string[];
  releases: string[];
  sprints: { release: string; name: string }[];
}

export interface ImportSummary {
  cards: number;
  /** New names, each once, spelled as the first card that names it (trimmed). */
  newUseCases: string[];
  newReleases: string[];
  newSprints: { release: string; name: string }[];
  skipped: number;
}

/** New names among `names`, by nameKey, against the keys already there. */
function newNames(names: (string | null | undefined)[], existing: Iterable<string>): string[] {
  const seen = new Set(existing);
  const added: string[] = [];
  for (const name of names) {
    if (!name || !name.trim() || seen.has(nameKey(name))) continue;
    seen.add(nameKey(name));
    added.push(name.trim());
  }
  return added;
}

/** The dialog's summary line: how many cards, which use cases, releases and sprints would be created. */
export function summariseImport(plan: ImportPlan, existing: ExistingNames): ImportSummary {
  const sprintKey = (release: string, name: string) => `${nameKey(release)}\u0000${nameKey(name)}`;
  const existingSprints = existing.sprints.map((sprint) => sprintKey(sprint.release, sprint.name));
  const seenSprints = new Set(existingSprints);
  const newSprints: ImportSummary['newSprints'] = [];
  for (const card of plan.cards) {
    const release = card.release?.name;
    if (!release?.trim() || !card.sprint?.trim()) continue;
    const key = sprintKey(release, card.sprint);
    if (seenSprints.has(key)) continue;
    seenSprints.add(key);
    newSprints.push({ release: release.trim(), name: card.sprint.trim() });
  }
  return {
    cards: plan.cards.length,
    newUseCases: newNames(
      plan.cards.map((card) => card.useCase),
      existing.useCases.map(nameKey),
    ),
    newReleases: newNames(
      plan.cards.map((card) => card.release?.name),
      existing.releases.map(nameKey),
    ),
    newSprints,
    skipped: plan.skipped.length,
  };
}

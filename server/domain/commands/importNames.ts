// The use cases, releases and sprints an import's cards name, found in the project by name or created, with
// one statement per table however many cards name them (importsRepo.resolve).
import { change, type ChangeScope, type PendingChange } from '../../../common/events';
import { DEFAULT_COLOR } from '../../../common/schemas/fields';
import type { ImportCard } from '../../../common/schemas/imports';
import type { Db } from '../../db/connection';
import type { CategoryRow } from '../../db/repos/categories';
import { importsRepo, type WantedName } from '../../db/repos/imports';
import type { ReleaseRow, SprintRow } from '../../db/repos/releases';
import { presentCategory, presentRelease, presentSprint } from '../presenters/planning';
// Names are matched as the dialog's summary matches them (nameKey: trimmed, ignoring case in every script);
// the SQL of importsRepo.resolve applies the same rule in the database (name_key()).
import { nameKey } from '../../../common/schemas/names';

/** Each card's use case, release and sprint ids (null: none), and the changes that created the new ones. */
export interface ResolvedNames {
  categoryOf: (number | null)[];
  releaseOf: (number | null)[];
  sprintOf: (number | null)[];
  created: { categoryIds: number[]; releaseIds: number[]; sprintIds: number[] };
  changes: PendingChange[];
}

/** The distinct keys of `keyOf` over the cards, in file order, each with the first card that named it. */
function distinct(cards: ImportCard[], keyOf: (card: ImportCard) => string | null) {
  const first = new Map<string, ImportCard>();
  const keys = cards.map((card) => {
    const key = keyOf(card);
    if (key !== null && !first.has(key)) first.set(key, card);
    return key;
  });
  return { keys, first: [...first] };
}

const releaseKey = (card: ImportCard) => (card.release ? nameKey(card.release.name) : null);

/**
 * Finds or creates, in this order, the use cases, the releases (their dates from the first card that names
 * them) and the sprints (inside their release: the same sprint name under two releases is two sprints). The
 * new ones' changes are the batch's positions `firstPosition`, `firstPosition + 1`…, in the order returned.
 */
export async function resolveNames(
  trx: Db,
  project: { id: number; folderId: number },
  scope: ChangeScope,
  cards: ImportCard[],
  firstPosition: number,
): Promise<ResolvedNames> {
  const changes: PendingChange[] = [];
  const resolve = async (table: 'categories' | 'releases' | 'sprints', wanted: WantedName[]) => {
    const found = await importsRepo.resolve(
      trx,
      table,
      project.folderId,
      wanted,
      firstPosition + changes.length,
    );
    const created = found.filter((f) => f.created).map((f) => f.created!);
    return { ids: found.map((f) => f.id), created };
  };

  const useCases = distinct(cards, (card) => (card.useCase ? nameKey(card.useCase) : null));
  const categories = await resolve(
    'categories',
    useCases.first.map(([, card]) => ({ name: card.useCase!, scope: project.id, color: DEFAULT_COLOR })),
  );
  for (const row of categories.created)
    changes.push(change(scope, 'category.created', presentCategory(row as unknown as CategoryRow)));

  const releaseNames = distinct(cards, releaseKey);
  const releases = await resolve(
    'releases',
    releaseNames.first.map(([, card]) => ({
      name: card.release!.name,
      scope: project.id,
      startDate: card.release!.startDate ?? null,
      endDate: card.release!.endDate ?? null,
    })),
  );
  // A new release has no sprints yet: the new ones arrive as sprint.created right after.
  for (const row of releases.created)
    changes.push(change(scope, 'release.created', presentRelease(row as unknown as ReleaseRow, [])));
  const releaseIdOf = new Map(releaseNames.first.map(([key], i) => [key, releases.ids[i]!]));

  const sprintNames = distinct(cards, (card) =>
    card.sprint && card.release ? `${releaseKey(card)}\u0000${nameKey(card.sprint)}` : null,
  );
  const sprints = await resolve(
    'sprints',
    sprintNames.first.map(([, card]) => ({
      name: card.sprint!,
      scope: releaseIdOf.get(releaseKey(card)!)!,
    })),
  );
  for (const row of sprints.created)
    changes.push(change(scope, 'sprint.created', presentSprint(row as unknown as SprintRow)));

  const idOf = (keys: (string | null)[], names: [string, ImportCard][], ids: number[]) => {
    const byKey = new Map(names.map(([key], i) => [key, ids[i]!]));
    return keys.map((key) => (key === null ? null : byKey.get(key)!));
  };
  const createdIds = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.id));
  return {
    categoryOf: idOf(useCases.keys, useCases.first, categories.ids),
    releaseOf: idOf(releaseNames.keys, releaseNames.first, releases.ids),
    sprintOf: idOf(sprintNames.keys, sprintNames.first, sprints.ids),
    created: {
      categoryIds: createdIds(categories.created),
      releaseIds: createdIds(releases.created),
      sprintIds: createdIds(sprints.created),
    },
    changes,
  };
}

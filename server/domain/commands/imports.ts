// Import (docs/history.md "Imports"): a file's cards written as one change for everyone, in one
// transaction: the use cases, releases and sprints they name found or created, the cards last in rank in file
// order with consecutive external ids, the import's record, and one burst of events ending in import.created.
import { change } from '../../../common/events';
import { PLAIN_CSV_FIELDS } from '../../../common/cardFields';
import { toThousandths } from '../../../common/ranking';
import { CARD_DEFAULTS } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import type { ImportCard, ImportRequest, ImportResult } from '../../../common/schemas/imports';
import type { Db } from '../../db/connection';
import { NEW_CARD_COLUMNS, type NewCard } from '../../db/repos/cards';
import { templateOf } from '../../shapes';
import { mapInTurns } from '../../turns';
import { importsRepo } from '../../db/repos/imports';
import type { CommandOutcome } from '../changes';
import { invalid } from '../errors';
import type { Actor } from '../policies/authorize';
import * as projectPolicy from '../policies/projects';
import { presentImport } from '../presenters/imports';
import { formatOrder } from '../presenters/planning';
import { cardProject } from './cardRanking';
import { insertCardsLast } from './cardCreates';
import { resolveNames } from './importNames';
import { createProject } from './projects';

/**
 * The project the cards go into, with the caller's role and its rank lock, as bulk add loads it; or a new one,
 * created as POST /api/projects creates it (same rules, same permission), then loaded the same way.
 */
async function targetOf(trx: Db, actor: Actor, target: ImportRequest['target']) {
  if ('projectId' in target)
    return { project: await cardProject(trx, actor, target.projectId, { lock: 'ranks' }), changes: [] };
  if (!target.newProject.parentId) throw invalid(PROJECT_MESSAGES.parentRequired);
  const created = await createProject(trx, actor, target.newProject);
  const project = await cardProject(trx, actor, created.result.id, { lock: 'ranks' });
  return { project, changes: created.changes };
}

/**
 * Our own export's Rank column is kept when every card has one and they strictly increase in file order (the
 * insert keeps them only if they also come after the project's last card): its round trip is then exact.
 */
function ordersToKeep(cards: ImportCard[]): string[] | null {
  const thousandths = cards.map((card) => (card.order === undefined ? null : toThousandths(card.order)));
  if (thousandths.some((t) => t === null)) return null;
  for (let i = 1; i < thousandths.length; i++) if (thousandths[i]! <= thousandths[i - 1]!) return null;
  return cards.map((card) => formatOrder(card.order!));
}

/** The registry's fields a file's cell gives (PLAIN_CSV_FIELDS), by their wire name and their key in a card. */
let plainFieldsOnce: { wire: string; key: string }[] | undefined;
const plainFields = () =>
  // The order is not one of them here: it is kept only when the file's orders increase.
  (plainFieldsOnce ??= PLAIN_CSV_FIELDS.filter(({ name }) => name !== 'order').map(({ field }) => ({
    wire: field.wire,
    key: field.csv.importKey ?? field.wire,
  })));

/** Every column a card's insert may give, and its rank: each card's row is a copy of it (server/shapes.ts). */
let rowTemplateOnce: Record<string, undefined> | undefined;
const rowTemplate = () => (rowTemplateOnce ??= templateOf([...NEW_CARD_COLUMNS, 'order']));

/**
 * A card's insert row: its plain fields from the registry (a field left out takes its CARD_DEFAULTS value, else
 * null), the use case, release and sprint its names resolved to, and its order when the file's are kept.
 */
function insertRow(
  card: ImportCard,
  i: number,
  names: Awaited<ReturnType<typeof resolveNames>>,
  orders: string[] | null,
): Omit<NewCard, 'externalId'> {
  const given = card as Record<string, unknown>;
  const defaults: Record<string, unknown> = CARD_DEFAULTS;
  const row: Record<string, unknown> = { ...rowTemplate() };
  for (const { wire, key } of plainFields()) row[wire] = given[key] ?? defaults[wire] ?? null;
  row.categoryId = names.categoryOf[i];
  row.releaseId = names.releaseOf[i];
  row.sprintId = names.sprintOf[i];
  row.order = orders?.[i];
  return row as Omit<NewCard, 'externalId'>;
}

/** POST /api/imports: all the cards or none, and one History entry for them. */
export async function importCards(
  trx: Db,
  actor: Actor,
  input: ImportRequest,
): Promise<CommandOutcome<ImportResult>> {
  const { project, changes: projectChanges } = await targetOf(trx, actor, input.target);
  const scope = projectPolicy.scopeOf(project);
  const names = await resolveNames(trx, project, scope, input.cards, projectChanges.length + 1);
  const orders = ordersToKeep(input.cards);
  const before = projectChanges.length + names.changes.length;
  const inserted = await insertCardsLast(
    trx,
    project,
    await mapInTurns(input.cards, (card, i) => insertRow(card, i, names, orders)),
    { firstPosition: before + 1, keepOrdersAfterLast: orders !== null },
  );
  const record = presentImport(
    await importsRepo.record(trx, {
      folderId: project.folderId,
      projectId: project.id,
      actorId: actor.id,
      format: input.source.format,
      fileName: input.source.fileName,
      cardIds: inserted.result.map((card) => card.id),
      ...names.created,
    }),
  );
  return {
    result: { import: record },
    changes: [
      ...projectChanges,
      ...names.changes,
      ...inserted.changes,
      change(scope, 'import.created', record),
    ],
  };
}

// A card create in one statement: access, reference check, numbering, ranking, the insert, the
// event and its history row, sent as one autocommitted statement. The project's rank lock is the row its
// numbering updates, taken inside PostgreSQL and held for the rest of the statement and its commit only:
// no lock waits on a round trip through Node. The counter row of the folder's event log is taken after it,
// so rows first, counter last holds here as for every write (folderEvents.ts).
import type { Knex } from 'knex';
import type { ChangeEvent } from '../../../common/events';
import type { Card } from '../../../common/schemas/cards';
import type { EventCause } from '../../../common/schemas/history';
import type { Db } from '../connection';
import { prepared } from '../prepared';
import { ROLE_SQL } from './folderScope';
import { NEW_CARD_COLUMNS, type NewCard } from './cards';
import { STATEMENT_HISTORY, statementEvent, type StatementEventRow } from './statementEvent';
import { CARD_JSON, CARD_NAMES_JOIN } from './projectJson';

/**
 * SQLSTATE of "the project's orders reached the limit", raised by the function card_order_after_last (its
 * migration, 20261128000002, fixes its text): the statement declines, and the command renumbers.
 */
export const ORDERS_FULL = 'CP001';

export interface OneCreate {
  actorId: string;
  mutationId?: string;
  cause?: EventCause;
  projectId: number;
  /**
   * The roles that may add a card to a project, as the policy states them (projects.ts `CHANGE_INSIDE_ROLES`):
   * any other role, or none, and the statement declines.
   */
  roles: readonly string[];
  /** The card's given values; without `order` it goes after the project's last card. */
  card: Omit<NewCard, 'externalId'>;
  /** Past this many numbered cards the statement declines (the command path counts the project's cards). */
  numberedMax: number;
  /** Orders stay below it: a project that reached it is renumbered by the command path. */
  orderLimit: number;
}

/**
 * The use case, release and sprint the card would point at, each held FOR KEY SHARE before the project row
 * (a delete holding one FOR UPDATE makes this wait holding nothing), and the conditions that they belong to
 * the project (a sprint also to the given release): the checks of checkReferences for a new card.
 */
function referenceParts(card: OneCreate['card']) {
  const joins: string[] = [];
  const joinBindings: number[] = [];
  const checks: string[] = [];
  const checkBindings: number[] = [];
  if (card.categoryId) {
    joins.push(`JOIN LATERAL (SELECT "projectId" FROM categories WHERE id = ? FOR KEY SHARE) cat ON true`);
    joinBindings.push(card.categoryId);
    checks.push(`cat."projectId" = p.id`);
  }
  if (card.releaseId) {
    joins.push(`JOIN LATERAL (SELECT "projectId" FROM releases WHERE id = ? FOR KEY SHARE) rel ON true`);
    joinBindings.push(card.releaseId);
    checks.push(`rel."projectId" = p.id`);
  }
  if (card.sprintId) {
    joins.push(`JOIN LATERAL (SELECT s."releaseId", r."projectId" FROM sprints s JOIN releases r ON r.id = s."releaseId"
                  WHERE s.id = ? FOR KEY SHARE OF s) spr ON true`);
    joinBindings.push(card.sprintId);
    checks.push(`spr."projectId" = p.id`);
    if (card.releaseId) {
      checks.push(`spr."releaseId" = ?`);
      checkBindings.push(card.releaseId);
    }
  }
  return { joins, joinBindings, checks, checkBindings };
}

/**
 * The statement, not yet sent, as a prepared one (a few texts: the given columns and references vary;
 * bench/pgbench.ts runs the same text). It answers one row, the event, when the
 * card was created; none when it declined: the caller's role is not one of `roles`, the project is a folder or gone, a
 * reference is not the project's, or the project numbered `numberedMax` cards already. It fails with
 * ORDERS_FULL when the project's orders reached the limit, having written nothing.
 */
export function createOneStatement(db: Db, input: OneCreate): Knex.Raw {
  const { card } = input;
  const given = NEW_CARD_COLUMNS.filter((c) => c !== 'externalId' && card[c] !== undefined);
  const refs = referenceParts(card);
  const columns = given.map((c) => `"${c}"`).join(', ');
  const values = given.map((c) => `x."${c}"`).join(', ');
  const sql = `WITH target AS (
       SELECT p.id, f.id AS "folderId", (${ROLE_SQL}) AS role
         FROM projects p JOIN projects f ON f.id = COALESCE(p."parentId", p.id)
         ${refs.joins.join('\n         ')}
        WHERE p.id = ? AND p."parentId" IS NOT NULL${refs.checks.map((c) => ` AND ${c}`).join('')}),
     numbered AS (
       UPDATE projects p SET "nextCardNumber" = p."nextCardNumber" + 1
         FROM target t
        WHERE p.id = t.id AND t.role IN (${input.roles.map(() => '?').join(', ') || 'NULL'})
          AND p."nextCardNumber" <= ?::int
       RETURNING p.id, p.prefix, p."nextCardNumber" - 1 AS number, t."folderId"),
     counter AS (
       INSERT INTO folder_event_counters ("folderId", seq) SELECT "folderId", 1 FROM numbered
       ON CONFLICT ("folderId") DO UPDATE SET seq = folder_event_counters.seq + EXCLUDED.seq
       RETURNING "folderId", seq),
     card AS (
       INSERT INTO cards (${columns ? `${columns}, ` : ''}"externalId", "projectId", "order", version)
       SELECT ${values ? `${values}, ` : ''}
              n.prefix || '-' || lpad(n.number::text, greatest(3, length(n.number::text)), '0'), n.id,
              COALESCE(?::numeric, card_order_after_last(n.id, ?::numeric)), counter.seq
         FROM numbered n CROSS JOIN counter CROSS JOIN jsonb_populate_record(NULL::cards, ?::jsonb) x
       RETURNING *),
     built AS (SELECT ${CARD_JSON} AS data FROM card c ${CARD_NAMES_JOIN}),
     ev AS (
       INSERT INTO folder_events ("folderId", seq, "projectId", type, "actorId", "mutationId", cause, data)
       SELECT counter."folderId", counter.seq, (built.data->>'projectId')::int, 'card.created',
              ?::uuid, ?::varchar, ?::varchar, built.data::jsonb
         FROM counter CROSS JOIN built
       RETURNING "folderId", seq, "projectId", type, "actorId", cause, data),
     ${STATEMENT_HISTORY.cardCreated}
     SELECT ev.seq, ev."folderId", ev."projectId", built.data FROM ev CROSS JOIN built`;
  return prepared(db, sql, [
    input.actorId,
    input.actorId,
    ...refs.joinBindings,
    input.projectId,
    ...refs.checkBindings,
    ...input.roles,
    input.numberedMax,
    card.order ?? null,
    input.orderLimit,
    JSON.stringify(card),
    input.actorId,
    input.mutationId ?? null,
    input.cause ?? null,
  ]);
}

const isOrdersFull = (error: unknown) => (error as { code?: string } | null)?.code === ORDERS_FULL;

export const cardCreateRepo = {
  /** Creates the card and logs its card.created; undefined when the statement declined or the orders are full. */
  async createOne(db: Db, input: OneCreate): Promise<(ChangeEvent & { data: Card }) | undefined> {
    let rows: StatementEventRow<Card>[];
    try {
      ({ rows } = await createOneStatement(db, input));
    } catch (error) {
      if (isOrdersFull(error)) return undefined;
      throw error;
    }
    const row = rows[0];
    return row && statementEvent('card.created', row, input);
  },
};

// A rank move in one statement: access, the project's rank lock, the placing (the VOLATILE function card_move
// of migration 20261130020000, which reads the ranks after the lock), the one-row write with its version, the
// event and its history row, sent as one autocommitted statement. No lock is held across a round trip through
// Node: moves in one project follow each other at PostgreSQL's pace. Declines (no row, nothing written) where
// the command must decide: commands/cardRanking.ts runs then.
import type { Knex } from 'knex';
import type { ChangeEvent } from '../../../common/events';
import type { CardGroup } from '../../../common/ranking';
import type { OrderChange } from '../../../common/schemas/cards';
import type { EventCause } from '../../../common/schemas/history';
import type { Db } from '../connection';
import { prepared } from '../prepared';
import { ROLE_SQL } from './folderScope';
import { isoSql } from './projectJson';
import { STATEMENT_HISTORY, statementEvent, type StatementEventRow } from './statementEvent';

export interface OneMove {
  actorId: string;
  mutationId?: string;
  cause?: EventCause;
  cardId: number;
  /** The roles that may move a card, as the policy states them (cards.ts `CHANGE_ROLES`). */
  roles: readonly string[];
  /** The card goes this side of its anchor. */
  side: 'above' | 'below';
  /**
   * The anchor: this card (a reposition's target, which must be in the project and the group); else the moved
   * card's neighbour in the group on `side` (the card must be in the group), or with `fromStart` the group's
   * first card.
   */
  targetCardId?: number;
  fromStart?: boolean;
  group: CardGroup;
  /** Orders stay within ±this: past it the command renumbers. */
  orderLimit: number;
}

/** The group's value as card_in_group compares it: text, a reference's "none" null. */
const groupValue = (group: CardGroup) =>
  group.field === null || group.value === null ? null : String(group.value);

/** The statement, not yet sent, as a prepared one: one row, the event, when the card moved; none when it declined. */
export function moveOneStatement(db: Db, input: OneMove): Knex.Raw {
  const sql = `WITH target AS (
       SELECT c."projectId", f.id AS "folderId"
         FROM cards c JOIN projects p ON p.id = c."projectId" JOIN projects f ON f.id = COALESCE(p."parentId", p.id)
        WHERE c.id = ? AND (${ROLE_SQL}) IN (${input.roles.map(() => '?').join(', ') || 'NULL'})
          FOR NO KEY UPDATE OF p),
     moved AS (
       SELECT t."folderId", t."projectId", m.*
         FROM target t CROSS JOIN LATERAL
              card_move(?::int, t."projectId", t."folderId", ?::int, ?::text, ?::text, ?::text, ?::boolean, ?::numeric) m),
     ev AS (
       INSERT INTO folder_events ("folderId", seq, "projectId", type, "actorId", "mutationId", cause, data)
       SELECT m."folderId", m.seq, m."projectId", 'cards.reordered', ?::uuid, ?::varchar, ?::varchar,
              jsonb_build_array(jsonb_build_object('id', m.id, 'order', m."order"::text,
                'updatedAt', ${isoSql('m."updatedAt"')}, 'version', m.seq))
         FROM moved m
       RETURNING "folderId", seq, "projectId", type, "actorId", cause, data),
     ${STATEMENT_HISTORY.cardMoved}
     SELECT ev.seq, ev."folderId", ev."projectId", ev.data FROM ev`;
  return prepared(db, sql, [
    input.cardId,
    input.actorId,
    input.actorId,
    ...input.roles,
    input.cardId,
    input.targetCardId ?? null,
    input.side,
    input.group.field,
    groupValue(input.group),
    input.fromStart === true,
    input.orderLimit,
    input.actorId,
    input.mutationId ?? null,
    input.cause ?? null,
  ]);
}

export const cardMoveRepo = {
  /** Moves the card and logs its cards.reordered; undefined when the statement declined. */
  async moveOne(db: Db, input: OneMove): Promise<(ChangeEvent & { data: OrderChange[] }) | undefined> {
    const { rows } = await moveOneStatement(db, input);
    const row = rows[0] as StatementEventRow<OrderChange[]> | undefined;
    return row && statementEvent('cards.reordered', row, input);
  },
};

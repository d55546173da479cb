// One-statement rank moves (server/db/repos/cardMove.ts): the moved card placed at the midpoint of its new
// neighbours, its version stamped with the folder's next seq. The statement takes the project's rank lock
// (FOR NO KEY UPDATE of the project row, as a create's numbering and the command path do); a plain subquery of
// that statement would still read the cards as they were before it waited for the lock. A VOLATILE function's
// queries each take a new snapshot (READ COMMITTED), so this one reads the ranks every move it waited for left.
// It answers no row, having written nothing, whenever the command must decide instead: the card gone or in
// another project, not in the group, the target not in the project or group, the card already there, or no
// 3-decimal value free between the neighbours (the command renumbers). Rows first, counter last: the card is
// locked before the folder's counter is bumped.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  // Whether a card is in a group of the backlog: common/ranking.ts inGroup, with the field and value as text
  // (a reference group's "none" is a null value).
  await knex.raw(`
    CREATE FUNCTION card_in_group(status text, priority text, category integer, release integer,
                                  sprint integer, field text, value text) RETURNS boolean
    LANGUAGE sql IMMUTABLE AS $$
      SELECT CASE field
        WHEN 'status' THEN status = value
        WHEN 'priority' THEN priority = value
        WHEN 'categoryId' THEN category IS NOT DISTINCT FROM value::integer
        WHEN 'releaseId' THEN release IS NOT DISTINCT FROM value::integer
        WHEN 'sprintId' THEN sprint IS NOT DISTINCT FROM value::integer
        ELSE true END $$`);

  // moved_id goes to_side ('above' or 'below') of its anchor: target_id (a reposition), else its neighbour in
  // the group on that side (up or down), else with from_start the group's first card (move to top).
  await knex.raw(`
    CREATE FUNCTION card_move(moved_id integer, in_project integer, in_folder integer, target_id integer,
                              to_side text, group_field text, group_value text, from_start boolean,
                              order_limit numeric)
    RETURNS TABLE (id integer, "order" numeric, "updatedAt" timestamptz, seq integer)
    LANGUAGE plpgsql VOLATILE AS $$
    #variable_conflict use_column
    DECLARE
      card record;
      anchor record;
      neighbour record;
      low numeric;
      high numeric;
      placed numeric;
      stamp integer;
    BEGIN
      SELECT c.id, c."order", c.status, c.priority, c."categoryId", c."releaseId", c."sprintId" INTO card
        FROM cards c WHERE c.id = moved_id AND c."projectId" = in_project FOR NO KEY UPDATE;
      IF NOT FOUND THEN RETURN; END IF;

      IF target_id IS NOT NULL THEN
        SELECT a.id, a."order" INTO anchor FROM cards a
         WHERE a.id = target_id AND a."projectId" = in_project
           AND card_in_group(a.status, a.priority, a."categoryId", a."releaseId", a."sprintId", group_field, group_value);
      ELSIF NOT card_in_group(card.status, card.priority, card."categoryId", card."releaseId", card."sprintId",
                              group_field, group_value) THEN
        RETURN;
      ELSIF from_start THEN
        SELECT a.id, a."order" INTO anchor FROM cards a
         WHERE a."projectId" = in_project
           AND card_in_group(a.status, a.priority, a."categoryId", a."releaseId", a."sprintId", group_field, group_value)
         ORDER BY a."order", a.id LIMIT 1;
      ELSIF to_side = 'above' THEN
        SELECT a.id, a."order" INTO anchor FROM cards a
         WHERE a."projectId" = in_project AND (a."order", a.id) < (card."order", card.id)
           AND card_in_group(a.status, a.priority, a."categoryId", a."releaseId", a."sprintId", group_field, group_value)
         ORDER BY a."order" DESC, a.id DESC LIMIT 1;
      ELSE
        SELECT a.id, a."order" INTO anchor FROM cards a
         WHERE a."projectId" = in_project AND (a."order", a.id) > (card."order", card.id)
           AND card_in_group(a.status, a.priority, a."categoryId", a."releaseId", a."sprintId", group_field, group_value)
         ORDER BY a."order", a.id LIMIT 1;
      END IF;
      IF NOT FOUND OR anchor.id = card.id THEN RETURN; END IF;

      -- The anchor's neighbour on the side the card goes, in the whole project.
      IF to_side = 'above' THEN
        SELECT n.id, n."order" INTO neighbour FROM cards n
         WHERE n."projectId" = in_project AND (n."order", n.id) < (anchor."order", anchor.id)
         ORDER BY n."order" DESC, n.id DESC LIMIT 1;
        low := CASE WHEN FOUND THEN neighbour."order" END;
        high := anchor."order";
      ELSE
        SELECT n.id, n."order" INTO neighbour FROM cards n
         WHERE n."projectId" = in_project AND (n."order", n.id) > (anchor."order", anchor.id)
         ORDER BY n."order", n.id LIMIT 1;
        low := anchor."order";
        high := CASE WHEN FOUND THEN neighbour."order" END;
      END IF;
      IF FOUND AND neighbour.id = card.id THEN RETURN; END IF;

      -- common/ranking.ts orderBetween, in thousandths.
      IF low IS NULL THEN placed := high - 1;
      ELSIF high IS NULL THEN placed := low + 1;
      ELSIF high - low < 0.002 THEN RETURN;
      ELSE placed := floor((low + high) * 500) / 1000;
      END IF;
      IF abs(placed) > order_limit THEN RETURN; END IF;

      INSERT INTO folder_event_counters AS fc ("folderId", seq) VALUES (in_folder, 1)
        ON CONFLICT ("folderId") DO UPDATE SET seq = fc.seq + 1
        RETURNING fc.seq INTO stamp;
      RETURN QUERY
        UPDATE cards c SET "order" = placed, "updatedAt" = GREATEST(now(), c."updatedAt" + interval '1 millisecond'),
                           version = stamp
         WHERE c.id = moved_id
        RETURNING c.id, c."order", c."updatedAt", stamp;
    END $$`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    'DROP FUNCTION IF EXISTS card_move(integer, integer, integer, integer, text, text, text, boolean, numeric)',
  );
  await knex.raw('DROP FUNCTION IF EXISTS card_in_group(text, text, integer, integer, integer, text, text)');
}

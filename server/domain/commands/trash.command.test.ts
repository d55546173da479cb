// Trash commands run directly through runCommand (no HTTP): a restore puts things back under their ids with
// new versions and links their cards again; purge and empty are the folder owner's and log no event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { TRASH_MESSAGES } from '../../../common/schemas/trash';
import { buildCommandWorld, seqsAfter, type CommandWorld } from '../../test/commandHarness';
import { deleteCard } from './cards';
import { deleteRelease } from './releases';
import { createSprint, deleteSprint } from './sprints';
import { emptyTrash, purgeFromTrash, restoreFromTrash } from './trash';

let world: CommandWorld;
beforeAll(async () => {
  world = await buildCommandWorld();
});
afterAll(() => world?.close());

const RESTORING = { restoring: true };

async function trashedCard() {
  const id = await world.card({ title: 'Kept' });
  await world.run(world.member, (trx, actor) => deleteCard(trx, actor, id));
  return id;
}

describe('restoreFromTrash', () => {
  it('puts a card back under its id: card.created at a new version, the answer naming what came back', async () => {
    const id = await trashedCard();
    const before = await world.seq();
    const { result, events } = await world.run(
      world.member,
      (trx, actor) => restoreFromTrash(trx, actor, { kind: 'card', ids: [id] }),
      RESTORING,
    );
    expect(events).toEqual([
      expect.objectContaining({
        type: 'card.created',
        seq: before + 1,
        data: expect.objectContaining({ id }),
      }),
    ]);
    expect(result.restored).toEqual([
      expect.objectContaining({ kind: 'card', id, label: expect.stringContaining('Kept') }),
    ]);
    expect(result.changes).toEqual([
      { type: 'card.created', data: expect.objectContaining({ id, title: 'Kept', version: before + 1 }) },
    ]);
    expect(await world.versionOf('cards', id)).toBe(before + 1);
    expect(await world.db('trash').where({ kind: 'card', entityId: id }).first()).toBeUndefined();
  });

  it('puts a sprint back and links its cards again: sprint.created, then cards.updated', async () => {
    const { result: sprint } = await world.run(world.owner, (trx, actor) =>
      createSprint(trx, actor, world.releaseId, { name: 'Back' }),
    );
    const card = await world.card({ releaseId: world.releaseId, sprintId: sprint.id });
    await world.run(world.owner, (trx, actor) => deleteSprint(trx, actor, sprint.id));
    const before = await world.seq();
    const { events } = await world.run(
      world.owner,
      (trx, actor) => restoreFromTrash(trx, actor, { kind: 'sprint', ids: [sprint.id] }),
      RESTORING,
    );
    expect(events.map((e) => e.type)).toEqual(['sprint.created', 'cards.updated']);
    expect(events.map((e) => e.seq)).toEqual(seqsAfter(before, 2));
    expect(events[1]!.data as Card[]).toEqual([expect.objectContaining({ id: card, sprintId: sprint.id })]);
  });

  it('asks to restore the release first when a sprint’s release is in the trash', async () => {
    const release = await world
      .db('releases')
      .insert({ name: 'Gone', projectId: world.projectId })
      .returning('id')
      .then((rows: { id: number }[]) => rows[0]!.id);
    const { result: sprint } = await world.run(world.owner, (trx, actor) =>
      createSprint(trx, actor, release, { name: 'Orphan' }),
    );
    await world.run(world.owner, (trx, actor) => deleteSprint(trx, actor, sprint.id));
    await world.run(world.owner, (trx, actor) => deleteRelease(trx, actor, release));
    const refused = await world.refusal(world.owner, (trx, actor) =>
      restoreFromTrash(trx, actor, { kind: 'sprint', ids: [sprint.id] }),
    );
    expect(refused).toMatchObject({ kind: 'conflict', message: TRASH_MESSAGES.releaseGone });
  });

  it('is not found for what is not in the trash, or what the stranger cannot see', async () => {
    const id = await trashedCard();
    for (const [who, ids] of [
      [world.owner, [world.sprintId]],
      [world.stranger, [id]],
    ] as const) {
      const refused = await world.refusal(who, (trx, actor) =>
        restoreFromTrash(trx, actor, { kind: 'card', ids: [...ids] }),
      );
      expect(refused).toMatchObject({ kind: 'notFound', message: TRASH_MESSAGES.notFound });
    }
  });
});

describe('purgeFromTrash and emptyTrash', () => {
  it('lets only the folder owner purge, which logs no event', async () => {
    const id = await trashedCard();
    const refused = await world.refusal(world.member, (trx, actor) =>
      purgeFromTrash(trx, actor, { kind: 'card', ids: [id] }),
    );
    expect(refused).toMatchObject({ kind: 'forbidden', message: PROJECT_MESSAGES.folderOwnerOnly });
    const before = await world.seq();
    const { result, events } = await world.run(world.owner, (trx, actor) =>
      purgeFromTrash(trx, actor, { kind: 'card', ids: [id] }),
    );
    expect(result).toEqual({ purged: 1 });
    expect(events).toEqual([]);
    expect(await world.seq()).toBe(before);
    expect(await world.db('trash').where({ kind: 'card', entityId: id }).first()).toBeUndefined();
  });

  it('empties a folder’s trash for its owner only, and never a project’s', async () => {
    await trashedCard();
    expect(
      await world.refusal(world.member, (trx, actor) => emptyTrash(trx, actor, world.folderId)),
    ).toMatchObject({ kind: 'forbidden', message: TRASH_MESSAGES.ownerOnly });
    expect(
      await world.refusal(world.owner, (trx, actor) => emptyTrash(trx, actor, world.projectId)),
    ).toMatchObject({ kind: 'invalid' });
    const { result } = await world.run(world.owner, (trx, actor) => emptyTrash(trx, actor, world.folderId));
    expect(result.purged).toBeGreaterThan(0);
    expect(await world.db('trash').where({ folderId: world.folderId }).count()).toEqual([{ count: 0 }]);
  });
});

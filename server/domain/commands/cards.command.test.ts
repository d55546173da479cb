// Card commands run directly through runCommand (no HTTP): what they answer, the events they log (type, seq
// order, the version stamped on the answer and the row), and how they refuse, publishing nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { CARD_MESSAGES, createCardRequest } from '../../../common/schemas/cards';
import { buildCommandWorld, seqsAfter, type CommandWorld } from '../../test/commandHarness';
import { createCard } from './cardCreates';
import { deleteCard, moveCardToGroup, updateCard } from './cards';

let world: CommandWorld;
beforeAll(async () => {
  world = await buildCommandWorld();
});
afterAll(() => world?.close());

describe('updateCard', () => {
  it('answers the card with the version its one card.updated event stamped on it and on the row', async () => {
    const id = await world.card();
    const before = await world.seq();
    const { result, events } = await world.run(
      world.member,
      (trx, actor) => updateCard(trx, actor, id, { title: 'Renamed', status: 'in-progress' }),
      { mutationId: 'm-1' },
    );
    expect(result).toMatchObject({ id, title: 'Renamed', status: 'in-progress', version: before + 1 });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'card.updated',
        seq: before + 1,
        folderId: world.folderId,
        projectId: world.projectId,
        actorId: world.member.id,
        mutationId: 'm-1',
        data: result,
      }),
    ]);
    expect(await world.versionOf('cards', id)).toBe(before + 1);
  });

  it('refuses a use case of another project as invalid, and logs nothing', async () => {
    const id = await world.card();
    const otherProject = await world
      .db('projects')
      .insert({
        name: 'Other',
        prefix: 'OTH',
        parentId: world.folderId,
        ownerId: world.owner.id,
        clientId: world.db('projects').where({ id: world.folderId }).select('clientId'),
      })
      .returning('id')
      .then((rows: { id: number }[]) => rows[0]!.id);
    const foreign = await world
      .db('categories')
      .insert({ name: 'Elsewhere', projectId: otherProject })
      .returning('id')
      .then((rows: { id: number }[]) => rows[0]!.id);
    const before = await world.seq();
    const refused = await world.refusal(world.owner, (trx, actor) =>
      updateCard(trx, actor, id, { categoryId: foreign }),
    );
    expect(refused).toMatchObject({ kind: 'invalid', message: CARD_MESSAGES.categoryNotInProject });
    expect(await world.seq()).toBe(before);
  });

  it('is not found for a stranger, before their body is read', async () => {
    const id = await world.card();
    const refused = await world.refusal(world.stranger, (trx, actor) =>
      updateCard(trx, actor, id, { title: '' }),
    );
    expect(refused).toMatchObject({ kind: 'notFound' });
  });

  it('refuses a bad body from a member once the card is found', async () => {
    const id = await world.card();
    const before = await world.seq();
    await expect(
      world.run(world.member, (trx, actor) => updateCard(trx, actor, id, { title: '' })),
    ).rejects.toBeInstanceOf(ZodError);
    expect(await world.seq()).toBe(before);
  });
});

describe('moveCardToGroup', () => {
  it('sets the grouped field to the group’s value, one card.updated', async () => {
    const id = await world.card();
    const before = await world.seq();
    const { result, events } = await world.run(world.owner, (trx, actor) =>
      moveCardToGroup(trx, actor, id, { groupBy: 'category', groupValue: world.categoryId }),
    );
    expect(result).toMatchObject({ categoryId: world.categoryId, version: before + 1 });
    expect(events.map((e) => [e.type, e.seq])).toEqual([['card.updated', before + 1]]);
  });

  it('refuses a group value and a field that disagree', async () => {
    const id = await world.card();
    const refused = await world.refusal(world.owner, (trx, actor) =>
      moveCardToGroup(trx, actor, id, { groupBy: 'status', groupValue: 'deployed', status: 'backlog' }),
    );
    expect(refused).toMatchObject({ kind: 'invalid', message: CARD_MESSAGES.groupConflict('status') });
  });
});

describe('createCard and deleteCard', () => {
  it('numbers a new card from the project’s counter; its delete logs card.deleted and keeps it in the trash', async () => {
    await world.card();
    const before = await world.seq();
    const input = createCardRequest.parse({ projectId: world.projectId, title: 'Fresh' });
    const created = await world.run(world.member, (trx, actor) => createCard(trx, actor, input));
    const card = created.result;
    expect(card).toMatchObject({ title: 'Fresh', version: before + 1 });
    expect(card.externalId).toMatch(/^APP-\d{3}$/);
    expect(created.events.map((e) => e.type)).toEqual(['card.created']);

    const deleted = await world.run(world.member, (trx, actor) => deleteCard(trx, actor, card.id));
    expect(deleted.result).toEqual({ id: card.id });
    expect(deleted.events.map((e) => [e.type, e.seq])).toEqual([['card.deleted', before + 2]]);
    expect(await world.db('cards').where({ id: card.id }).first()).toBeUndefined();
    expect(await world.db('trash').where({ kind: 'card', entityId: card.id }).first()).toMatchObject({
      deletedBy: world.member.id,
      folderId: world.folderId,
    });
  });

  it('numbers the changes of commands one after another', async () => {
    const [a, b] = [await world.card(), await world.card()];
    const before = await world.seq();
    const seqs = [];
    for (const id of [a, b, a])
      for (const event of (await world.run(world.owner, (trx, actor) => updateCard(trx, actor, id, {})))
        .events)
        seqs.push(event.seq);
    expect(seqs).toEqual(seqsAfter(before, 3));
  });

  it('is not found twice: a deleted card cannot be deleted again', async () => {
    const id = await world.card();
    await world.run(world.owner, (trx, actor) => deleteCard(trx, actor, id));
    const refused = await world.refusal(world.owner, (trx, actor) => deleteCard(trx, actor, id));
    expect(refused).toMatchObject({ kind: 'notFound', message: CARD_MESSAGES.notFound });
  });
});

// Use-case commands run directly through runCommand (no HTTP): unique names, never the last one, and a delete
// that moves its cards out in one cards.updated right after its category.deleted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_MESSAGES } from '../../../common/schemas/categories';
import type { Card } from '../../../common/schemas/cards';
import { buildCommandWorld, seqsAfter, type CommandWorld } from '../../test/commandHarness';
import { createCategory, deleteCategory, updateCategory } from './categories';

let world: CommandWorld;
beforeAll(async () => {
  world = await buildCommandWorld();
});
afterAll(() => world?.close());

const create = (name: string) =>
  world.run(world.member, (trx, actor) =>
    createCategory(trx, actor, { projectId: world.projectId, name, color: '#3B82F6' }),
  );

describe('createCategory', () => {
  it('answers the use case stamped with its category.created event’s seq', async () => {
    const before = await world.seq();
    const { result, events } = await create('Search');
    expect(result).toMatchObject({ name: 'Search', projectId: world.projectId, version: before + 1 });
    expect(events).toEqual([
      expect.objectContaining({ type: 'category.created', seq: before + 1, data: result }),
    ]);
    expect(await world.versionOf('categories', result.id)).toBe(before + 1);
  });

  it('refuses a name the project has in another case as a conflict, and logs nothing', async () => {
    await create('Reports');
    const before = await world.seq();
    const refused = await world.refusal(world.owner, (trx, actor) =>
      createCategory(trx, actor, { projectId: world.projectId, name: 'REPORTS', color: '#3B82F6' }),
    );
    expect(refused).toMatchObject({ kind: 'conflict', message: CATEGORY_MESSAGES.duplicate });
    expect(await world.seq()).toBe(before);
  });

  it('is not found in a project the stranger cannot see, and in a folder', async () => {
    for (const projectId of [world.projectId, world.folderId]) {
      const refused = await world.refusal(world.stranger, (trx, actor) =>
        createCategory(trx, actor, { projectId, name: 'Nope', color: '#3B82F6' }),
      );
      expect(refused.kind).toBe('notFound');
    }
  });
});

describe('updateCategory', () => {
  it('renames to its own name in another case', async () => {
    const { result: created } = await create('Billing');
    const { result, events } = await world.run(world.owner, (trx, actor) =>
      updateCategory(trx, actor, created.id, { name: 'BILLING' }),
    );
    expect(result).toMatchObject({ id: created.id, name: 'BILLING', version: events[0]!.seq });
    expect(events.map((e) => e.type)).toEqual(['category.updated']);
  });
});

describe('deleteCategory', () => {
  it('logs category.deleted, then one cards.updated with its cards moved out, in seq order', async () => {
    const { result: doomed } = await create('Doomed');
    const cards = [await world.card({ categoryId: doomed.id }), await world.card({ categoryId: doomed.id })];
    const before = await world.seq();
    const { result, events } = await world.run(world.member, (trx, actor) =>
      deleteCategory(trx, actor, doomed.id),
    );
    expect(result).toEqual({ id: doomed.id });
    expect(events.map((e) => e.type)).toEqual(['category.deleted', 'cards.updated']);
    expect(events.map((e) => e.seq)).toEqual(seqsAfter(before, 2));
    const moved = events[1]!.data as Card[];
    expect(moved.map((card) => card.id).sort()).toEqual([...cards].sort());
    for (const card of moved) {
      expect(card).toMatchObject({ categoryId: null, version: before + 2 });
      expect(await world.versionOf('cards', card.id)).toBe(before + 2);
    }
    expect(await world.db('trash').where({ kind: 'category', entityId: doomed.id }).first()).toBeDefined();
  });

  it('refuses to delete the project’s last use case', async () => {
    const others = await world
      .db('categories')
      .where({ projectId: world.projectId })
      .whereNot({ id: world.categoryId })
      .pluck('id');
    for (const id of others) await world.run(world.owner, (trx, actor) => deleteCategory(trx, actor, id));
    const refused = await world.refusal(world.owner, (trx, actor) =>
      deleteCategory(trx, actor, world.categoryId),
    );
    expect(refused).toMatchObject({ kind: 'conflict', message: CATEGORY_MESSAGES.lastOne });
  });
});

// Release and sprint commands run directly through runCommand (no HTTP): creates stamped with their seq, the
// release answered with its sprints, deletes that move their cards out right after their own event.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../../common/schemas/cards';
import { DATE_ORDER_MESSAGE, RELEASE_MESSAGES } from '../../../common/schemas/releases';
import { buildCommandWorld, seqsAfter, type CommandWorld } from '../../test/commandHarness';
import { createRelease, deleteRelease, updateRelease } from './releases';
import { createSprint, deleteSprint, updateSprint } from './sprints';

let world: CommandWorld;
beforeAll(async () => {
  world = await buildCommandWorld();
});
afterAll(() => world?.close());

const newRelease = (name: string) =>
  world.run(world.member, (trx, actor) => createRelease(trx, actor, { projectId: world.projectId, name }));

describe('releases', () => {
  it('creates a release with no sprints, stamped with its release.created seq', async () => {
    const before = await world.seq();
    const { result, events } = await newRelease('R2');
    expect(result).toMatchObject({ name: 'R2', sprints: [], roadmapVisible: true, version: before + 1 });
    expect(events).toEqual([expect.objectContaining({ type: 'release.created', seq: before + 1 })]);
    expect(await world.versionOf('releases', result.id)).toBe(before + 1);
  });

  it('answers an edit with the release’s sprints, each at the version it has', async () => {
    const { result: release } = await newRelease('R3');
    const { result: sprint } = await world.run(world.owner, (trx, actor) =>
      createSprint(trx, actor, release.id, { name: 'S' }),
    );
    const { result, events } = await world.run(world.owner, (trx, actor) =>
      updateRelease(trx, actor, release.id, { roadmapVisible: false }),
    );
    expect(events.map((e) => e.type)).toEqual(['release.updated']);
    expect(result).toMatchObject({ roadmapVisible: false, version: events[0]!.seq });
    expect(result.sprints).toEqual([expect.objectContaining({ id: sprint.id, version: sprint.version })]);
  });

  it('refuses an end date before the stored start date, and logs nothing', async () => {
    const { result: release } = await newRelease('R4');
    await world.run(world.owner, (trx, actor) =>
      updateRelease(trx, actor, release.id, { startDate: '2030-06-01' }),
    );
    const before = await world.seq();
    await expect(
      world.run(world.owner, (trx, actor) =>
        updateRelease(trx, actor, release.id, { endDate: '2030-05-01' }),
      ),
    ).rejects.toThrow(DATE_ORDER_MESSAGE);
    expect(await world.seq()).toBe(before);
  });

  it('is not found for a stranger', async () => {
    const refused = await world.refusal(world.stranger, (trx, actor) =>
      updateRelease(trx, actor, world.releaseId, { name: 'Mine' }),
    );
    expect(refused).toMatchObject({ kind: 'notFound', message: RELEASE_MESSAGES.notFound });
  });

  it('deletes a release: release.deleted, then its cards out of it and its sprints, in seq order', async () => {
    const { result: release } = await newRelease('R5');
    const { result: sprint } = await world.run(world.owner, (trx, actor) =>
      createSprint(trx, actor, release.id, { name: 'S5' }),
    );
    const card = await world.card({ releaseId: release.id, sprintId: sprint.id });
    const before = await world.seq();
    const { events } = await world.run(world.owner, (trx, actor) => deleteRelease(trx, actor, release.id));
    expect(events.map((e) => e.type)).toEqual(['release.deleted', 'cards.updated']);
    expect(events.map((e) => e.seq)).toEqual(seqsAfter(before, 2));
    expect(events[1]!.data as Card[]).toEqual([
      expect.objectContaining({ id: card, releaseId: null, sprintId: null, version: before + 2 }),
    ]);
    expect(await world.db('sprints').where({ id: sprint.id }).first()).toBeUndefined();
  });
});

describe('sprints', () => {
  it('creates a sprint in a release, stamped with its sprint.created seq', async () => {
    const before = await world.seq();
    const { result, events } = await world.run(world.member, (trx, actor) =>
      createSprint(trx, actor, world.releaseId, { name: 'S2', startDate: '2030-01-01' }),
    );
    expect(result).toMatchObject({ name: 'S2', releaseId: world.releaseId, version: before + 1 });
    expect(events.map((e) => [e.type, e.seq])).toEqual([['sprint.created', before + 1]]);
  });

  it('refuses an edit of a sprint the stranger cannot see', async () => {
    const refused = await world.refusal(world.stranger, (trx, actor) =>
      updateSprint(trx, actor, world.sprintId, { name: 'Mine' }),
    );
    expect(refused).toMatchObject({ kind: 'notFound', message: RELEASE_MESSAGES.sprintNotFound });
  });

  it('deletes a sprint: its cards stay in the release, out of the sprint', async () => {
    const { result: sprint } = await world.run(world.owner, (trx, actor) =>
      createSprint(trx, actor, world.releaseId, { name: 'S3' }),
    );
    const card = await world.card({ releaseId: world.releaseId, sprintId: sprint.id });
    const before = await world.seq();
    const { events } = await world.run(world.member, (trx, actor) => deleteSprint(trx, actor, sprint.id));
    expect(events.map((e) => [e.type, e.seq])).toEqual([
      ['sprint.deleted', before + 1],
      ['cards.updated', before + 2],
    ]);
    expect(events[1]!.data as Card[]).toEqual([
      expect.objectContaining({ id: card, releaseId: world.releaseId, sprintId: null }),
    ]);
    expect(await world.versionOf('cards', card)).toBe(before + 2);
  });
});

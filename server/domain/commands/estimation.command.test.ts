// Estimates and scoring inputs through the card and project commands (no HTTP): a write must fit the
// project's deck and scoring model now; only the folder's owner chooses them; values stored before a change
// of deck or model stay as they are (docs/estimation.md).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCardRequest } from '../../../common/schemas/cards';
import { PROJECT_MESSAGES } from '../../../common/schemas/projects';
import { buildCommandWorld, type CommandWorld } from '../../test/commandHarness';
import { createCard } from './cardCreates';
import { updateCard } from './cards';
import { updateProject } from './projects';

let world: CommandWorld;
beforeAll(async () => {
  world = await buildCommandWorld();
});
afterAll(() => world?.close());

const settings =
  (body: object) => (trx: Parameters<typeof updateProject>[0], actor: Parameters<typeof updateProject>[1]) =>
    updateProject(trx, actor, world.projectId, body);

beforeEach(async () => {
  await world.db('projects').where({ id: world.projectId }).update({
    deck: 'fibonacci',
    customDeck: null,
    scoringModel: 'none',
  });
});

describe('a card estimate', () => {
  it('is a value of the project’s deck, and refused (400, nothing logged) when it is not', async () => {
    const id = await world.card();
    const { result } = await world.run(world.member, (trx, actor) =>
      updateCard(trx, actor, id, { estimate: '8' }),
    );
    expect(result.estimate).toBe('8');
    const before = await world.seq();
    const refused = await world.refusal(world.member, (trx, actor) =>
      updateCard(trx, actor, id, { estimate: '4' }),
    );
    expect(refused).toMatchObject({
      kind: 'invalid',
      message: 'Estimate “4” is not a value of this project’s deck',
    });
    expect(await world.seq()).toBe(before);
    expect((await world.db('cards').where({ id }).first()).estimate).toBe('8');
  });

  it('is checked on create too (the one-statement path leaves it to the command)', async () => {
    // Numbers of its own, past the ones the world's cards take.
    await world.db('projects').where({ id: world.projectId }).update({ nextCardNumber: 900 });
    const make =
      (estimate: string) =>
      (trx: Parameters<typeof createCard>[0], actor: Parameters<typeof createCard>[1]) =>
        createCard(
          trx,
          actor,
          createCardRequest.parse({ projectId: world.projectId, title: 'Sized', estimate }),
        );
    expect((await world.run(world.member, make('13'))).result.estimate).toBe('13');
    expect(await world.refusal(world.member, make('L'))).toMatchObject({ kind: 'invalid' });
  });

  it('stays when the owner changes the deck, and a new write must fit the new one', async () => {
    const id = await world.card({ estimate: '8' });
    const { result } = await world.run(world.owner, settings({ deck: 'tshirt' }));
    expect(result).toMatchObject({ deck: 'tshirt', customDeck: null });
    expect((await world.db('cards').where({ id }).first()).estimate).toBe('8');
    const { result: card } = await world.run(world.member, (trx, actor) =>
      updateCard(trx, actor, id, { estimate: 'XL' }),
    );
    expect(card.estimate).toBe('XL');
    expect(
      await world.refusal(world.member, (trx, actor) => updateCard(trx, actor, id, { estimate: '8' })),
    ).toMatchObject({
      kind: 'invalid',
    });
  });

  it('may always be cleared, whatever the deck', async () => {
    const id = await world.card({ estimate: 'odd' });
    const { result } = await world.run(world.member, (trx, actor) =>
      updateCard(trx, actor, id, { estimate: null }),
    );
    expect(result.estimate).toBeNull();
  });
});

describe('scoring inputs', () => {
  it('take what the project’s model takes', async () => {
    await world.run(world.owner, settings({ scoringModel: 'rice' }));
    const id = await world.card();
    const { result } = await world.run(world.member, (trx, actor) =>
      updateCard(trx, actor, id, { reach: 500, lift: 0.5, confidence: 80, estimate: '5' }),
    );
    expect(result).toMatchObject({ reach: 500, lift: 0.5, confidence: 80, estimate: '5' });
    const refused = await world.refusal(world.member, (trx, actor) =>
      updateCard(trx, actor, id, { lift: 7 }),
    );
    expect(refused).toMatchObject({ kind: 'invalid', message: 'Lift must be 0.25, 0.5, 1, 2 or 3 in RICE' });
    const ice = await world.run(world.owner, settings({ scoringModel: 'ice' }));
    expect(ice.result.scoringModel).toBe('ice');
    // Kept from RICE, though ICE takes 1–10; a new 80 is refused.
    expect((await world.db('cards').where({ id }).first()).confidence).toBe(80);
    expect(
      await world.refusal(world.member, (trx, actor) => updateCard(trx, actor, id, { confidence: 80 })),
    ).toMatchObject({ message: 'Confidence must be a whole number from 1 to 10 in ICE' });
  });

  it('are refused outside every model’s bounds by the request itself', async () => {
    const id = await world.card();
    // The body's own check (a 400 through the route, as every ZodError).
    await expect(
      world.run(world.member, (trx, actor) => updateCard(trx, actor, id, { value: 11 })),
    ).rejects.toThrow('Value must be a number from 1 to 10');
  });
});

describe('the deck and scoring model of a project', () => {
  it('are the owner’s to choose: a member gets 403 and nothing is logged', async () => {
    const before = await world.seq();
    const refused = await world.refusal(world.member, settings({ scoringModel: 'ice' }));
    expect(refused).toMatchObject({ kind: 'forbidden', message: PROJECT_MESSAGES.estimationOwnerOnly });
    expect(await world.seq()).toBe(before);
    // The member still renames the project, as before.
    const renamed = await world.run(world.member, settings({ name: 'App 2' }));
    expect(renamed.result.name).toBe('App 2');
  });

  it('take a custom deck with its values, and need them', async () => {
    const { result, events } = await world.run(
      world.owner,
      settings({ deck: 'custom', customDeck: ['S', 'M', 'L', 'XL'] }),
    );
    expect(result).toMatchObject({ deck: 'custom', customDeck: ['S', 'M', 'L', 'XL'] });
    expect(events.map((event) => event.type)).toEqual(['project.updated']);
    await world.run(world.owner, settings({ deck: 'fibonacci' }));
    expect(await world.refusal(world.owner, settings({ deck: 'custom' }))).toMatchObject({
      kind: 'invalid',
      message: PROJECT_MESSAGES.customDeckRequired,
    });
    await expect(world.run(world.owner, settings({ deck: 'custom', customDeck: ['?'] }))).rejects.toThrow(
      '“?” and “☕” are votes, not estimates',
    );
  });

  it('are not a folder’s', async () => {
    const refused = await world.refusal(world.owner, (trx, actor) =>
      updateProject(trx, actor, world.folderId, { scoringModel: 'rice' }),
    );
    expect(refused).toMatchObject({ kind: 'invalid', message: PROJECT_MESSAGES.estimationOfFolder });
  });
});

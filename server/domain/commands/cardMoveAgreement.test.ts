// The rank move's one statement (db/repos/cardMove.ts) decides what the policy and the command decide, or
// declines: for every role, move, group and card position, the command's answer and the statement's (both run
// and rolled back, so every case starts from the same ranks) are compared. Where the command moves the card
// alone, the statement moves it to the same order; where the command refuses, finds the card already there or
// renumbers, the statement declines (and the route's command then answers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderChange } from '../../../common/schemas/cards';
import { cardMoveRepo } from '../../db/repos/cardMove';
import { signedInUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';
import type { Db } from '../../db/connection';
import { isDomainError } from '../errors';
import {
  oneMove,
  reorderCard,
  reorderMove,
  repositionCard,
  repositionMove,
  type MoveRequest,
} from './cardRanking';

let server: TestServer;
let ws: Workspace;
const people = {} as Record<'owner' | 'member' | 'pending' | 'stranger', string>;
/** The project's cards in rank order, and a card of another project of the folder. */
let cards: number[] = [];
let elsewhere = 0;
const refs = { category: 0, release: 0, sprint: 0 };

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'MAG');
  const member = await signedInUser(server);
  const pending = await signedInUser(server);
  const stranger = await signedInUser(server);
  await grantShare(server, ws.folderId, ws.owner.user.id, member);
  await grantShare(server, ws.folderId, ws.owner.user.id, pending, 'pending');
  Object.assign(people, {
    owner: ws.owner.user.id,
    member: member.user.id,
    pending: pending.user.id,
    stranger: stranger.user.id,
  });
  const api = ws.owner.client;
  refs.category = (await api.post('/api/categories', { projectId: ws.projectId, name: 'Use' })).body.id;
  refs.release = (await api.post('/api/releases', { projectId: ws.projectId, name: 'R1' })).body.id;
  refs.sprint = (await api.post(`/api/releases/${refs.release}/sprints`, { name: 'S1' })).body.id;
  const planned = { categoryId: refs.category, releaseId: refs.release, sprintId: refs.sprint };
  // Orders 1..6, then 6.001: no 3-decimal value fits between the last two (a move there renumbers).
  const rows: [string, object, number][] = [
    ['backlog', { priority: 'wow', ...planned }, 1],
    ['in-progress', { priority: 'fix' }, 2],
    ['backlog', { priority: 'wow', categoryId: refs.category }, 3],
    ['ready', { priority: 'wow', ...planned }, 4],
    ['backlog', { priority: 'tbd' }, 5],
    ['backlog', { priority: 'wow', ...planned }, 6],
    ['backlog', { priority: 'fix', categoryId: refs.category }, 6.001],
  ];
  cards = [];
  for (const [status, fields, order] of rows) {
    const made = await api.post('/api/cards', { projectId: ws.projectId, title: status, status, ...fields });
    expect(made.status, made.text).toBe(201);
    await server.db('cards').where({ id: made.body.id }).update({ order });
    cards.push(made.body.id);
  }
  const other = await makeProject(api, ws.folderId, 'MAO', 'Other');
  elsewhere = (await api.post('/api/cards', { projectId: other.id, title: 'Elsewhere' })).body.id;
});
afterAll(() => server?.close());

const ROLLBACK = new Error('rolled back');

/** Runs `work` in a transaction that is then rolled back, and answers what it answered (or its refusal). */
async function rolledBack<T>(work: (trx: Db) => Promise<T>): Promise<T | string> {
  let answer: T | undefined;
  try {
    await server.db.transaction(async (trx) => {
      answer = await work(trx);
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) {
      if (!isDomainError(error)) throw error;
      return error.kind;
    }
  }
  return answer!;
}

type Kind = 'reorder' | 'reposition';
const commands = { reorder: reorderCard, reposition: repositionCard };
const asked = { reorder: reorderMove, reposition: repositionMove };

const commandSays = (actorId: string, kind: Kind, cardId: number, body: object) =>
  rolledBack((trx) => commands[kind](trx, { id: actorId }, cardId, body).then((outcome) => outcome.result));

const statementSays = (actorId: string, move: MoveRequest) =>
  rolledBack(async (trx) => (await cardMoveRepo.moveOne(trx, oneMove({ actorId }, move)))?.data);

const groups = () => ({
  whole: { groupBy: 'none' },
  backlog: { groupBy: 'status', groupValue: 'backlog' },
  wow: { groupBy: 'priority', groupValue: 'wow' },
  'the use case': { groupBy: 'category', groupValue: refs.category },
  'no use case': { groupBy: 'category', groupValue: 'none' },
  'the release': { groupBy: 'release', groupValue: refs.release },
  'the sprint': { groupBy: 'sprint', groupValue: refs.sprint },
  'no sprint': { groupBy: 'sprint', groupValue: null },
});

/** Every reorder and reposition of every card of the project, in every group (or only in `only`). */
function moves(only?: string): [string, Kind, number, object][] {
  const all: [string, Kind, number, object][] = [];
  for (const [name, group] of Object.entries(groups()).filter(([name]) => !only || name === only))
    for (const [i, cardId] of cards.entries()) {
      for (const step of [{ direction: 'up' }, { direction: 'down' }, { direction: 'up', moveToTop: true }])
        all.push([
          `card ${i + 1} ${JSON.stringify(step)} in ${name}`,
          'reorder',
          cardId,
          { ...step, ...group },
        ]);
      for (const [t, targetCardId] of [...cards, elsewhere, 2_000_000_000].entries())
        for (const position of ['above', 'below'])
          all.push([
            `card ${i + 1} ${position} #${t + 1} in ${name}`,
            'reposition',
            cardId,
            {
              targetCardId,
              position,
              ...group,
            },
          ]);
    }
  return all;
}

/** What both must agree on: the card moved alone, and where to; anything else is the command's alone. */
const placeOf = (answer: OrderChange[] | string | undefined) =>
  Array.isArray(answer) && answer.length === 1 ? { id: answer[0]!.id, order: answer[0]!.order } : undefined;

describe('the one-statement rank move and the move commands', () => {
  it('move the card to the same place, or the statement declines, for every role, move and group', async () => {
    let cases = 0;
    let movedAtOnce = 0;
    // Every group for the owner; the others' roles decide alone, so the whole project's moves suffice.
    for (const [who, actorId] of Object.entries(people))
      for (const [label, kind, cardId, body] of moves(who === 'owner' ? undefined : 'whole')) {
        const command = await commandSays(actorId, kind, cardId, body);
        const move = asked[kind](cardId, body);
        const statement = move && (await statementSays(actorId, move));
        expect(placeOf(statement ?? undefined), `${who}: ${label}`).toEqual(placeOf(command));
        if (statement) movedAtOnce++;
        cases++;
      }
    expect(cases).toBe((8 + 3) * 7 * (3 + 9 * 2));
    // Many a move of the owner and the member is made by the statement (a refusal or a renumbering is not).
    expect(movedAtOnce).toBeGreaterThan(200);
  }, 120_000); // 1,617 cases, each a command and a statement: 11 s on a quiet CI machine

  it('reads a bad body as nothing to do at once: the command answers it (404 before 400)', () => {
    expect(reorderMove(cards[0]!, { direction: 'sideways' })).toBeUndefined();
    expect(
      reorderMove(cards[0]!, { direction: 'up', groupBy: 'status', groupValue: 'nope' }),
    ).toBeUndefined();
    expect(repositionMove(cards[0]!, { targetCardId: 'x', position: 'above' })).toBeUndefined();
  });
});

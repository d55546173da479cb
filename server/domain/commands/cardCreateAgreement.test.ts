// The card create's one statement (db/repos/cardCreate.ts) decides what the policy and the command decide, or
// declines: for every role and reference case, the command's answer (run and rolled back) is compared with the
// statement's. Where the command creates, the statement creates the same card; where it refuses, the statement
// declines (and the route's command then gives the refusal). Only a project at a limit may make it decline more.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCardRequest,
  ORDER_LIMIT,
  type Card,
  type CreateCardRequest,
} from '../../../common/schemas/cards';
import { signedInUser, type TestUser } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/testServer';
import { grantShare, makeProject, makeWorkspace, type Workspace } from '../../test/workspace';
import { isDomainError } from '../errors';
import { createCard, createCardAtOnce } from './cardCreates';

let server: TestServer;
let ws: Workspace;
let member: TestUser;
let stranger: TestUser;
/** Ids in the workspace's project (own*) and in a second project of the same folder (other*). */
const ids = {
  ownCategory: 0,
  ownRelease: 0,
  ownSprint: 0,
  ownRelease2: 0,
  otherCategory: 0,
  otherRelease: 0,
  otherSprint: 0,
};

async function planning(projectId: number, name: string) {
  const api = ws.owner.client;
  const category = (await api.post('/api/categories', { projectId, name })).body as { id: number };
  const release = (await api.post('/api/releases', { projectId, name })).body as { id: number };
  const sprint = (await api.post(`/api/releases/${release.id}/sprints`, { name })).body as { id: number };
  const release2 = (await api.post('/api/releases', { projectId, name: `${name} 2` })).body as { id: number };
  return { category: category.id, release: release.id, sprint: sprint.id, release2: release2.id };
}

beforeAll(async () => {
  server = await startTestServer();
  ws = await makeWorkspace(server, 'AGR');
  member = await signedInUser(server);
  stranger = await signedInUser(server);
  await grantShare(server, ws.folderId, ws.owner.user.id, member);
  const own = await planning(ws.projectId, 'Own');
  const other = await planning((await makeProject(ws.owner.client, ws.folderId, 'AGO', 'Other')).id, 'Other');
  Object.assign(ids, {
    ownCategory: own.category,
    ownRelease: own.release,
    ownSprint: own.sprint,
    ownRelease2: own.release2,
    otherCategory: other.category,
    otherRelease: other.release,
    otherSprint: other.sprint,
  });
});
afterAll(() => server?.close());

const ROLLBACK = new Error('rolled back');

/** What the command answers: the card it would create (then rolled back), or the refusal's kind. */
async function commandSays(actorId: string, input: CreateCardRequest): Promise<Card | string> {
  let card: Card | undefined;
  try {
    await server.db.transaction(async (trx) => {
      card = (await createCard(trx, { id: actorId }, input)).result;
      throw ROLLBACK;
    });
  } catch (error) {
    if (error !== ROLLBACK) {
      if (!isDomainError(error) && (error as { name?: string }).name !== 'ZodError') throw error;
      return isDomainError(error) ? error.kind : 'invalid';
    }
  }
  return card!;
}

/** What the statement does, for real (it commits): the card, or undefined when it declined. */
const statementSays = (actorId: string, input: CreateCardRequest) =>
  createCardAtOnce(server.db, server.changes, { actorId }, input);

const references = () => ({
  none: {},
  'own use case': { categoryId: ids.ownCategory },
  "another project's use case": { categoryId: ids.otherCategory },
  'own release': { releaseId: ids.ownRelease },
  "another project's release": { releaseId: ids.otherRelease },
  'own sprint, no release': { sprintId: ids.ownSprint },
  'own sprint in its release': { releaseId: ids.ownRelease, sprintId: ids.ownSprint },
  'own sprint, another release': { releaseId: ids.ownRelease2, sprintId: ids.ownSprint },
  "another project's sprint": { sprintId: ids.otherSprint },
  'everything own': { categoryId: ids.ownCategory, releaseId: ids.ownRelease, sprintId: ids.ownSprint },
  'a use case that does not exist': { categoryId: 2_000_000_000 },
});

const actors = () => ({ owner: ws.owner.user.id, member: member.user.id, stranger: stranger.user.id });
const targets = () => ({ project: ws.projectId, folder: ws.folderId, 'no such project': 2_000_000_000 });

/** The card's own fields that both must agree on (ids, numbers and times differ from run to run). */
const sameCard = (card: Card) => ({
  projectId: card.projectId,
  categoryId: card.categoryId,
  releaseId: card.releaseId,
  sprintId: card.sprintId,
  title: card.title,
  status: card.status,
  priority: card.priority,
});

describe('the one-statement card create and the create command', () => {
  it('create the same card, or both refuse, for every role, target and reference', async () => {
    let cases = 0;
    for (const [who, actorId] of Object.entries(actors()))
      for (const [where, projectId] of Object.entries(targets()))
        for (const [what, refs] of Object.entries(references())) {
          const input = createCardRequest.parse({ title: `${who} ${where} ${what}`, projectId, ...refs });
          const command = await commandSays(actorId, input);
          const statement = await statementSays(actorId, input);
          const label = `${who} → ${where}, ${what}`;
          if (typeof command === 'string') expect(statement, label).toBeUndefined();
          else expect(statement && sameCard(statement), label).toEqual(sameCard(command));
          cases++;
        }
    expect(cases).toBe(3 * 3 * 11);
  });

  it('declines, and leaves the command its renumbering, in a project whose orders reached the limit', async () => {
    const full = await makeProject(ws.owner.client, ws.folderId, 'AGF', 'Full');
    const input = createCardRequest.parse({ title: 'Near', projectId: full.id, order: ORDER_LIMIT - 0.5 });
    expect(await statementSays(ws.owner.user.id, input)).toBeDefined();
    const next = createCardRequest.parse({ title: 'Past the end', projectId: full.id });
    expect(await statementSays(ws.owner.user.id, next)).toBeUndefined();
    expect(typeof (await commandSays(ws.owner.user.id, next))).toBe('object');
  });
});

// Card test data: creating through the API, use cases/releases/sprints to point at, ranked lists.
import { expect } from 'vitest';
import type { TestClient } from './httpClient';
import type { TestServer } from './testServer';
import { insertCards, makeWorkspace } from './workspace';

export const createCard = async (api: TestClient, body: object) => {
  const res = await api.post('/api/cards', body);
  expect(res.status, res.text).toBe(201);
  return res.body;
};

/** A use case, a release with a sprint, and a second release with its own sprint, in one project. */
export async function planning(server: TestServer, projectId: number) {
  const insert = async (table: string, values: object) =>
    (await server.db(table).insert(values).returning('*'))[0];
  const category = await insert('categories', { name: `Use case ${Math.random()}`, projectId });
  const release = await insert('releases', { name: 'R1', projectId });
  const sprint = await insert('sprints', { name: 'S1', releaseId: release.id });
  const release2 = await insert('releases', { name: 'R2', projectId });
  const sprint2 = await insert('sprints', { name: 'S2', releaseId: release2.id });
  return { category, release, sprint, release2, sprint2 };
}

export interface Listed {
  id: number;
  order: string;
  status: string;
}

/** A project's cards as the API lists them (rank order). */
export const listCards = async (api: TestClient, projectId: number): Promise<Listed[]> =>
  (await api.get(`/api/projects/${projectId}/cards`)).body;
export const cardIds = async (api: TestClient, projectId: number) =>
  (await listCards(api, projectId)).map((c) => c.id);

/** A workspace with `count` cards ranked 1..n (or at the given orders). */
export async function rankedWorkspace(server: TestServer, count: number, orders?: string[]) {
  const ws = await makeWorkspace(server);
  await insertCards(server, ws.projectId, ws.prefix, count);
  const cards = await listCards(ws.owner.client, ws.projectId);
  for (const [i, order] of (orders ?? []).entries())
    await server.db('cards').where({ id: cards[i]!.id }).update({ order });
  return { ws, api: ws.owner.client, cardIds: cards.map((c) => c.id) };
}

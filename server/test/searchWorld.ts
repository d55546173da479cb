// What the search route tests share (docs/api/search.md): a server whose search allowance is lifted, a
// workspace with its owner and Rita, an active recipient of its folder; a search that must answer 200, and
// reads of its hits.
import { expect } from 'vitest';
import type { SearchHit, SearchResult } from '../../common/schemas/search';
import { signedInUser } from './factories';
import type { TestClient } from './httpClient';
import { startTestServer, TEST_RATE_LIMITS, type TestServer } from './testServer';
import { grantShare, makeWorkspace, type Workspace } from './workspace';

export interface SearchWorld {
  server: TestServer;
  ws: Workspace;
  owner: TestClient;
  rita: TestClient;
}

export async function searchWorld(): Promise<SearchWorld> {
  const server = await startTestServer({
    rateLimits: { ...TEST_RATE_LIMITS, searchesPerUser: { points: 1_000_000, durationSeconds: 1 } },
  });
  const ws = await makeWorkspace(server, 'APP');
  const recipient = await signedInUser(server, { firstName: 'Rita', lastName: 'Recipient' });
  await grantShare(server, ws.folderId, ws.owner.user.id, recipient);
  return { server, ws, owner: ws.owner.client, rita: recipient.client };
}

/** GET /api/search as `api`; anything but a 200 fails the test with the answer's text. */
export async function find(api: TestClient, q: string, limit?: number): Promise<SearchResult> {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const res = await api.get(`/api/search?${query.toString()}`);
  expect(res.status, res.text).toBe(200);
  return res.body;
}

export const cardsOf = (result: SearchResult) =>
  result.hits.filter((h): h is Extract<SearchHit, { kind: 'card' }> => h.kind === 'card');

/** The words a hit's snippet marks. */
export const markedIn = (hit: SearchHit) => hit.snippet.marks.map(([s, e]) => hit.snippet.text.slice(s, e));

// GET /api/search (docs/api/search.md) against a real server: ranking, snippets, every filter, the trash.
// Who finds what, bad input and the allowance: search.attack.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '../../../common/schemas/search';
import { SEARCH_MESSAGES } from '../../../common/schemas/search';
import { createCard } from '../../test/cards';
import type { TestClient } from '../../test/httpClient';
import { cardsOf, find, markedIn, searchWorld } from '../../test/searchWorld';
import type { TestServer } from '../../test/testServer';
import { makeProject, type Workspace } from '../../test/workspace';

let server: TestServer;
let ws: Workspace;
let owner: TestClient;
let rita: TestClient;

beforeAll(async () => {
  ({ server, ws, owner, rita } = await searchWorld());
});
afterAll(() => server?.close());

const titles = (result: SearchResult) => cardsOf(result).map((h) => h.title);

/** A fresh project of the workspace's folder: its cards are found only by its own unique words. */
const project = (name: string, prefix = 'SRC') => makeProject(owner, ws.folderId, prefix, name);

describe('ranking', () => {
  let projectId: number;
  beforeAll(async () => {
    ({ id: projectId } = await project('Ranking'));
    const add = (body: object) => createCard(owner, { projectId, ...body });
    await add({ title: 'Cache', notes: 'Plan the quokka-first store' });
    await add({ title: 'Queue', description: 'Keeps working quokka style, then uploads' });
    await add({ title: 'Sync when quokka' });
    await add({ title: 'Quokka sync' });
  });

  it('puts a title that starts with the text first, then title words, then description, then notes', async () => {
    const result = await find(owner, 'quokka');
    expect(titles(result)).toEqual(['Quokka sync', 'Sync when quokka', 'Queue', 'Cache']);
    expect(cardsOf(result).map((h) => h.matched)).toEqual(['title', 'title', 'description', 'notes']);
  });

  it('fills a short answer from the next tiers, each card once', async () => {
    // Each tier is its own arm, read only while the ones above found fewer cards than the limit.
    const order = ['Quokka sync', 'Sync when quokka', 'Queue', 'Cache'];
    for (const limit of [1, 2, 3, 4, 10])
      expect(titles(await find(owner, 'quokka', limit))).toEqual(order.slice(0, limit));
    expect(titles(await find(owner, 'quoka'))).toEqual(['Quokka sync', 'Sync when quokka']);
  });

  it('offers titles that look like the text only while no card has its words', async () => {
    await createCard(owner, { projectId, title: 'Pellican crate' });
    expect(titles(await find(owner, 'pelican'))).toEqual(['Pellican crate']);
    await createCard(owner, { projectId, title: 'Pelican crate' });
    expect(titles(await find(owner, 'pelican'))).toEqual(['Pelican crate']);
  });

  it('matches the word being typed as a prefix', async () => {
    expect(titles(await find(owner, 'quok'))).toEqual(['Quokka sync', 'Sync when quokka', 'Queue', 'Cache']);
    expect(titles(await find(owner, 'quokka sy'))).toEqual(['Quokka sync', 'Sync when quokka']);
  });

  it('puts the exact external id first, in any case', async () => {
    const card = await createCard(owner, { projectId, title: 'Numbered quokka' });
    await createCard(owner, { projectId, title: `Follow-up of ${card.externalId}` });
    for (const q of [card.externalId, card.externalId.toLowerCase()]) {
      const result = await find(owner, q);
      // The id is what was meant: no other card is looked for by the words of the text.
      expect(cardsOf(result).map((h) => h.id)).toEqual([card.id]);
      const [first] = result.hits;
      expect(first).toMatchObject({ kind: 'card', id: card.id, matched: 'id', externalId: card.externalId });
      expect(first!.snippet).toEqual({ text: card.externalId, marks: [[0, card.externalId.length]] });
    }
  });

  it('finds a typo by trigram similarity and marks the word it is like', async () => {
    await createCard(owner, { projectId, title: 'Offline sync' });
    const hit = cardsOf(await find(owner, 'ofline')).find((h) => h.title === 'Offline sync');
    expect(hit).toMatchObject({ matched: 'title' });
    expect(markedIn(hit!)).toEqual(['Offline']);
  });

  it('marks the matched words of a description in a window around them, never as HTML', async () => {
    const filler = 'lorem ipsum dolor sit amet '.repeat(8);
    await createCard(owner, {
      projectId,
      title: 'Widget',
      description: `${filler}<b>the wombat</b> waits here${filler}`,
    });
    const [hit] = (await find(owner, 'wombat')).hits;
    expect(hit).toMatchObject({ kind: 'card', title: 'Widget', matched: 'description' });
    expect(hit!.snippet.text).toContain('<b>the wombat</b>');
    expect(hit!.snippet.text.length).toBeLessThan(140);
    expect(markedIn(hit!)).toEqual(['wombat']);
  });

  it('finds projects, folders, use cases, releases and sprints by name, with where they live', async () => {
    const { id: pid } = await project('Platypus portal', 'PLA');
    const useCase = (await owner.post('/api/categories', { projectId: pid, name: 'Platypus onboarding' }))
      .body;
    const release = (await owner.post('/api/releases', { projectId: pid, name: 'Platypus spring' })).body;
    const sprint = (await owner.post(`/api/releases/${release.id}/sprints`, { name: 'Platypus sprint' }))
      .body;
    const hits = (await find(owner, 'platypus')).hits;
    const where = { clientName: 'Acme', folderId: ws.folderId, folderName: 'Product' };
    expect(hits).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'project',
          id: pid,
          name: 'Platypus portal',
          matched: 'name',
          ...where,
        }),
        expect.objectContaining({
          kind: 'useCase',
          id: useCase.id,
          projectId: pid,
          projectName: 'Platypus portal',
        }),
        expect.objectContaining({ kind: 'release', id: release.id, projectId: pid, ...where }),
        expect.objectContaining({ kind: 'sprint', id: sprint.id, projectId: pid, ...where }),
      ]),
    );
    expect(hits.every((h) => markedIn(h)[0]?.toLowerCase() === 'platypus')).toBe(true);
    const folder = (await find(owner, 'Product')).hits.find((h) => h.kind === 'folder');
    expect(folder).toMatchObject({ id: ws.folderId, name: 'Product', ...where });
  });

  it('keeps to the limit', async () => {
    expect((await find(owner, 'quokka', 2)).hits).toHaveLength(2);
  });
});

describe('filters', () => {
  let projectId: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ id: projectId } = await project('Filters', 'FIL'));
    const release = (await owner.post('/api/releases', { projectId, name: 'Spring 2027' })).body;
    const add = async (key: string, body: object) =>
      (ids[key] = (await createCard(owner, { projectId, title: `Ibex ${key}`, ...body })).id);
    await add('ready', { status: 'ready', priority: 'wow', estimate: '3', releaseId: release.id });
    await add('working', { status: 'in-progress', priority: 'fix', estimate: '5' });
    await add('backlog', { priority: 'wow' });
    // Rita changes this one last.
    expect((await rita.patch(`/api/cards/${ids.backlog}`, { title: 'Ibex backlog!' })).status).toBe(200);
  });
  const found = async (q: string) =>
    cardsOf(await find(owner, q))
      .map((h) => h.id)
      .sort();
  const sorted = (...keys: string[]) => keys.map((k) => ids[k]!).sort();

  it('status: by value or label, repeatable', async () => {
    expect(await found('ibex status:ready')).toEqual(sorted('ready'));
    expect(await found('ibex status:working status:backlog')).toEqual(sorted('working', 'backlog'));
  });

  it('impact:', async () => {
    expect(await found('ibex impact:wow')).toEqual(sorted('ready', 'backlog'));
  });

  it('release: by name, any case; future: none', async () => {
    expect(await found('ibex release:"spring 2027"')).toEqual(sorted('ready'));
    expect(await found('ibex release:future')).toEqual(sorted('working', 'backlog'));
    expect(await found('ibex release:Autumn')).toEqual([]);
  });

  it('is:unestimated', async () => {
    expect(await found('ibex is:unestimated')).toEqual(sorted('backlog'));
  });

  it('@name: who changed the card last (first name, last name or e-mail)', async () => {
    expect(await found('ibex @rita')).toEqual(sorted('backlog'));
    expect(await found('ibex @RECIP')).toEqual(sorted('backlog'));
    expect(await found('ibex @test')).toEqual(sorted('ready', 'working'));
    expect(await found('ibex @nobody')).toEqual([]);
  });

  it('combine: AND across filters, OR within one', async () => {
    expect(await found('ibex impact:wow status:ready status:backlog is:unestimated')).toEqual(
      sorted('backlog'),
    );
  });

  it('without words: the filter’s cards, newest change first, and nothing else', async () => {
    const result = await find(owner, 'release:"Spring 2027"');
    expect(result.hits.map((h) => [h.kind, h.id])).toEqual([['card', ids.ready]]);
    expect(result.query).toEqual({
      text: '',
      filters: { statuses: [], impacts: [], releases: ['Spring 2027'], unestimated: false, changedBy: [] },
    });
  });

  it('refuses an unknown key or value with its message', async () => {
    for (const [q, error] of [
      ['ibex foo:bar', SEARCH_MESSAGES.unknownFilter('foo')],
      ['status:done', 'Unknown status “done” — use backlog, working, ready or accepted'],
      ['impact:huge', 'Unknown impact “huge” — use basics, treat, wow, ask, rush, fix or tbd'],
    ]) {
      const res = await owner.get(`/api/search?q=${encodeURIComponent(q!)}`);
      expect([res.status, res.body.error]).toEqual([400, error]);
    }
  });
});

describe('live and the trash', () => {
  it('finds a card a teammate created a moment ago, and not once it is deleted', async () => {
    const { id: projectId } = await project('Live', 'LIV');
    const card = await createCard(rita, { projectId, title: 'Zebra crossing' });
    expect(cardsOf(await find(owner, 'zebra')).map((h) => h.id)).toEqual([card.id]);
    expect((await owner.delete(`/api/cards/${card.id}`)).status).toBe(200);
    expect((await find(owner, 'zebra')).hits).toEqual([]);
    expect((await find(owner, card.externalId)).hits).toEqual([]);
    // Back from the trash, it is found again (its words are indexed again as it is put back).
    const restored = await owner.post('/api/trash/restore', { kind: 'card', ids: [card.id] });
    expect(restored.status, restored.text).toBe(200);
    expect(cardsOf(await find(owner, 'zebra')).map((h) => h.id)).toEqual([card.id]);
  });

  it('finds a card by the words of its last edit, not the ones it lost', async () => {
    const { id: projectId } = await project('Edits', 'EDI');
    const card = await createCard(owner, { projectId, title: 'Gnu', description: 'about the okapi' });
    expect((await rita.patch(`/api/cards/${card.id}`, { description: 'about the tapir' })).status).toBe(200);
    expect((await find(owner, 'okapi')).hits).toEqual([]);
    expect(cardsOf(await find(owner, 'tapir'))).toEqual([
      expect.objectContaining({ id: card.id, matched: 'description' }),
    ]);
    // A move or a status change keeps its words.
    expect((await owner.patch(`/api/cards/${card.id}`, { status: 'ready' })).status).toBe(200);
    expect(cardsOf(await find(owner, 'tapir')).map((h) => h.status)).toEqual(['ready']);
  });
});

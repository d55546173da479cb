// The JSON PostgreSQL builds for the data load equals what the JS presenters make of the same rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { card } from '../../../common/schemas/cards';
import { category } from '../../../common/schemas/categories';
import { release } from '../../../common/schemas/releases';
import { presentCard, presentCategory, presentRelease } from '../../domain/presenters/planning';
import { startTestServer, type TestServer } from '../../test/testServer';
import { makeWorkspace } from '../../test/workspace';
import { cardsRepo } from './cards';
import { categoriesRepo } from './categories';
import { projectJsonRepo } from './projectJson';
import { releasesRepo } from './releases';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('projectJsonRepo', () => {
  it('answers empty arrays for an empty project', async () => {
    const ws = await makeWorkspace(server);
    const bundle = await projectJsonRepo.bundle(server.db, ws.projectId);
    expect(bundle).toEqual({ cards: '[]', categories: '[]', releases: '[]' });
  });

  it('builds exactly the presenters’ read models', async () => {
    const ws = await makeWorkspace(server, 'JSN');
    const db = server.db;
    const [cat1, cat2] = await db('categories')
      .insert([
        { name: 'Ünïcode "quoted"', color: '#FFFFFF', projectId: ws.projectId },
        { name: 'Second', projectId: ws.projectId },
      ])
      .returning('*');
    const releases = await db('releases')
      .insert([
        {
          name: 'Later',
          startDate: '2026-09-01',
          endDate: '2026-10-01',
          projectId: ws.projectId,
          roadmapVisible: false,
        },
        { name: 'No date', projectId: ws.projectId },
        { name: 'Sooner', startDate: '2026-01-01', projectId: ws.projectId },
      ])
      .returning('*');
    const [sprint] = await db('sprints')
      .insert([
        { name: 'S1', releaseId: releases[0].id, startDate: '2026-09-01' },
        { name: 'S0', releaseId: releases[0].id },
      ])
      .returning('*');
    // Microsecond timestamps, decimals, nulls, newlines and emoji: the awkward cases of serialisation.
    await db('cards').insert(
      Array.from({ length: 25 }, (_, i) => ({
        externalId: `JSN-${String(i + 1).padStart(3, '0')}`,
        title: i % 3 ? `Card ${i} 😀 \\ "x"\nline` : `Card ${i}`,
        description: i % 2 ? null : `<b>desc</b> ${i}`,
        status: ['backlog', 'in-progress', 'ready', 'deployed'][i % 4],
        priority: ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'][i % 7],
        notes: i % 5 ? null : 'notes',
        pinned: i % 2 === 0,
        order: (25 - i) * 1.125 + 0.001,
        projectId: ws.projectId,
        categoryId: [cat1.id, cat2.id, null][i % 3],
        releaseId: [releases[0].id, null][i % 2],
        sprintId: i % 4 === 0 ? sprint.id : null,
        createdAt: db.raw(`now() - interval '${i} minutes 0.123456 seconds'`),
      })),
    );

    const bundle = await projectJsonRepo.bundle(db, ws.projectId);
    const cards = JSON.parse(bundle.cards);
    expect(cards).toEqual((await cardsRepo.listForProject(db, ws.projectId)).map(presentCard));
    expect(JSON.parse(await projectJsonRepo.cards(db, ws.projectId))).toEqual(cards);
    expect(cards.map((c: unknown) => card.strict().parse(c))).toHaveLength(25);
    // A card read names its columns: the search's vector, which no reader wants, stays in the database.
    const [row] = await cardsRepo.listForProject(db, ws.projectId);
    expect(Object.keys(row!)).not.toContain('searchVector');
    expect(Object.keys(row!)).toEqual(
      expect.arrayContaining(['id', 'title', 'estimate', 'order', 'version']),
    );

    expect(JSON.parse(bundle.categories)).toEqual(
      (await categoriesRepo.listForProject(db, ws.projectId)).map(presentCategory),
    );
    const rows = await releasesRepo.listForProject(db, ws.projectId);
    const sprints = await releasesRepo.sprintsForReleases(
      db,
      rows.map((r) => r.id),
    );
    const presented = rows.map((row) => presentRelease(row, sprints));
    expect(JSON.parse(bundle.releases)).toEqual(presented);
    expect(presented.map((r) => r.name)).toEqual(['Sooner', 'Later', 'No date']);
    expect(presented[1]!.sprints.map((s) => s.name)).toEqual(['S1', 'S0']);
    for (const c of JSON.parse(bundle.categories)) category.strict().parse(c);
    for (const r of JSON.parse(bundle.releases)) release.strict().parse(r);
  });
});

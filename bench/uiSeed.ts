// bench:ui's projects: a folder owner of their own, signed in, and one project whose cards go straight into the
// table (rank order = their number), with whatever fields a case adds to each. Also the session as cookies.
import { createUser, signIn } from '../server/test/factories';
import type { TestServer } from '../server/test/testServer';

export interface BenchProject {
  /** The owner's first name, and the project's name and prefix. */
  owner: string;
  name: string;
  prefix: string;
  cards: number;
  /** Card `i`'s fields beyond title, status, impact and order (an estimate, a value …). */
  fields?: (i: number) => Record<string, unknown>;
}

export async function seedBenchProject(server: TestServer, spec: BenchProject) {
  const who = await createUser(server, { firstName: spec.owner, lastName: 'Bench' });
  const api = await signIn(server, who);
  const client = (await api.post('/api/clients', { name: `${spec.name} Client` })).body;
  const folder = (await api.post('/api/projects', { name: `${spec.name} Folder`, clientId: client.id })).body;
  const project = (
    await api.post('/api/projects', { name: spec.name, prefix: spec.prefix, parentId: folder.id })
  ).body;
  const projectId: number = project.id;
  const started = performance.now();
  const rows = Array.from({ length: spec.cards }, (_, i) => ({
    externalId: `${spec.prefix}-${String(i + 1).padStart(5, '0')}`,
    title: `Card ${i + 1}: a feature idea with an ordinary, medium-length title`,
    status: ['backlog', 'in-progress', 'ready', 'deployed'][i % 4],
    priority: ['basics', 'treat', 'wow', 'ask', 'rush', 'fix', 'tbd'][i % 7],
    order: i + 1,
    projectId,
    ...spec.fields?.(i),
  }));
  for (let i = 0; i < rows.length; i += 2000) await server.db('cards').insert(rows.slice(i, i + 2000));
  await server
    .db('projects')
    .where({ id: projectId })
    .update({ nextCardNumber: spec.cards + 1 });
  console.log(
    `${spec.name}: inserted ${spec.cards} cards in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { api, projectId };
}

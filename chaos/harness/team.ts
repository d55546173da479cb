// A team for a chaos scenario: one signed-up owner with a client, folder and project, made through the API
// of a running node, and more signed-in browsers (sessions) of that owner.
import { randomBytes } from 'node:crypto';
import { TestClient } from '../../server/test/httpClient';

export interface Team {
  /** The owner's first browser. */
  owner: TestClient;
  clientId: number;
  folderId: number;
  projectId: number;
  /** A new browser of the owner, signed in through `baseUrl` (another node, a proxy). */
  signIn(baseUrl: string): Promise<TestClient>;
}

// Sign-up and sign-in limits count per client IP (kept in Redis across runs): a made-up address per team,
// honoured through TRUST_PROXY, keeps repeated runs from using up 127.0.0.1's allowance.
const clientIp = () => `10.${[...randomBytes(3)].join('.')}`;

export async function expectStatus<T = { id: number }>(
  request: Promise<{ status: number; body: T; text: string }>,
  status: number,
  what: string,
): Promise<T> {
  const res = await request;
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${res.text.slice(0, 300)}`);
  return res.body;
}

/** `origin`: where the team's pages come from (the cluster's APP_URL); default the base URL's. */
export async function makeTeam(baseUrl: string, name = 'Chaos', origin?: string): Promise<Team> {
  const ip = { 'X-Forwarded-For': clientIp() };
  const email = `${name.toLowerCase()}-${randomBytes(4).toString('hex')}@example.test`;
  const password = `pw-${randomBytes(8).toString('hex')}`;
  const signIn = async (url: string) => {
    const browser = new TestClient(url, origin ?? url);
    await expectStatus(browser.post('/api/auth/signin', { email, password }, ip), 200, 'sign in');
    return browser;
  };
  await expectStatus(
    new TestClient(baseUrl, origin ?? baseUrl).post(
      '/api/auth/signup',
      { email, password, firstName: name, lastName: 'Tester' },
      ip,
    ),
    201,
    'sign up',
  );
  const owner = await signIn(baseUrl);
  const client = await expectStatus(owner.post('/api/clients', { name: `${name} Inc` }), 201, 'client');
  const folder = await expectStatus(
    owner.post('/api/projects', { name: 'Product', clientId: client.id }),
    201,
    'folder',
  );
  const project = await expectStatus(
    owner.post('/api/projects', { name: 'Board', prefix: 'CHA', parentId: folder.id }),
    201,
    'project',
  );
  return { owner, clientId: client.id, folderId: folder.id, projectId: project.id, signIn };
}

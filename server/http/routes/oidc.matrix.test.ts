// The single sign-on routes in the permission matrix and the query budget (their server has OIDC_* set, so
// they are not in the tables of permissions.test.ts and queryBudget.test.ts). Anyone may start; a callback
// with no attempt of this browser changes nothing, whoever is signed in; one with an attempt signs the browser
// in as the provider's person, replacing whoever was signed in there. Starting sends no statement; a callback
// sends each statement once, the account written in one UPDATE.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SSO_CALLBACK_PATH, SSO_START_PATH } from '../../../common/sso';
import { signedInUser } from '../../test/factories';
import type { TestClient } from '../../test/httpClient';
import { signInThroughProvider } from '../../test/oidcSignIn';
import {
  countQueries,
  expectWithinBudget,
  listStatements,
  normalised,
  type QueryCounter,
} from '../../test/queryCounter';
import { startSsoWorld, type SsoWorld } from '../../test/ssoWorld';
import { grantShare, makeWorkspace } from '../../test/workspace';

type Actor = 'signedOut' | 'stranger' | 'admin' | 'pending' | 'recipient' | 'owner';
const ACTORS: Actor[] = ['signedOut', 'stranger', 'admin', 'pending', 'recipient', 'owner'];

let world: SsoWorld;
let counter: QueryCounter;
beforeAll(async () => {
  world = await startSsoWorld({ env: { OIDC_ADMIN_GROUPS: 'cardplan-admins' } });
  counter = countQueries(world.server.db);
});
afterAll(async () => {
  counter?.stop();
  await world?.close();
});

/** A browser as `actor`, in a workspace of its own (a fresh one each time: a callback may replace it). */
async function browserOf(actor: Actor): Promise<{ browser: TestClient; userId?: string }> {
  const { server } = world;
  if (actor === 'signedOut') return { browser: server.client() };
  const ws = await makeWorkspace(server, 'SSO');
  if (actor === 'owner') return { browser: ws.owner.client, userId: ws.owner.user.id };
  const who = await signedInUser(server, actor === 'admin' ? { accessLevel: 'admin' } : {});
  if (actor === 'pending' || actor === 'recipient')
    await grantShare(server, ws.folderId, ws.owner.user.id, who, actor === 'pending' ? 'pending' : 'active');
  return { browser: who.client, userId: who.user.id };
}

const whoIs = async (browser: TestClient) => {
  const answer = await browser.get('/api/auth/user');
  return answer.status === 200 ? (answer.body as { id: string; email: string }) : null;
};

describe.each(ACTORS)('as %s', (actor) => {
  it(`GET ${SSO_START_PATH}: sent to the provider, nothing changed here`, async () => {
    const { browser, userId } = await browserOf(actor);
    const start = await browser.get(SSO_START_PATH);
    expect(start.status).toBe(302);
    expect(start.headers.get('location')).toMatch(new RegExp(`^${world.provider.issuer}/`));
    expect((await whoIs(browser))?.id).toBe(userId);
  });

  it(`GET ${SSO_CALLBACK_PATH} without an attempt of this browser: refused, still who it was`, async () => {
    const { browser, userId } = await browserOf(actor);
    const answer = await browser.get(`${SSO_CALLBACK_PATH}?code=stolen&state=guessed`);
    expect(answer.headers.get('location')).toBe('/signin?sso_error=expired');
    expect((await whoIs(browser))?.id).toBe(userId);
  });

  it(`GET ${SSO_CALLBACK_PATH} with its attempt: signed in as the provider's person`, async () => {
    const { browser } = await browserOf(actor);
    const person = world.person(`${actor.toLowerCase()}-${Date.now()}`);
    expect(await signInThroughProvider(browser, world.provider, person.sub)).toMatchObject({
      status: 302,
      location: '/',
    });
    expect((await whoIs(browser))?.email).toBe(person.email);
  });
});

describe('the query budget of single sign-on', () => {
  let n = 0;
  /** What the callback sent for a person signing in (their attempt's round trip at the provider not counted). */
  async function callbackStatements(sub: string, groups: string[] = []) {
    world.person(sub, { email: `${sub}@sso.test`, email_verified: true, groups });
    const browser = world.server.client();
    const { callbackUrl } = await signInThroughProvider(browser, world.provider, sub, {
      stopBeforeCallback: true,
    });
    counter.reset();
    const answer = await browser.get(new URL(callbackUrl).pathname + new URL(callbackUrl).search);
    expect(answer.headers.get('location')).toBe('/');
    return counter.take();
  }

  it('starts without a statement, signed out', async () => {
    counter.reset();
    expect((await world.server.client().get(SSO_START_PATH)).status).toBe(302);
    expect(listStatements(counter.take())).toBe('');
  });

  it('makes a new person in at most 9 statements, each once', async () => {
    const first = await callbackStatements(`budget-new-${++n}`, ['cardplan-admins']);
    expectWithinBudget('a new person', 9, first, await callbackStatements(`budget-new-${++n}`, ['x']));
  });

  it('signs a returning person in, their admin group gone, writing the account once', async () => {
    const sub = `budget-back-${++n}`;
    await callbackStatements(sub, ['cardplan-admins']);
    const again = await callbackStatements(sub, []);
    const userWrites = again.filter((s) => /^update "users"/.test(normalised(s.sql)));
    expect(userWrites, listStatements(again)).toHaveLength(1);
    expectWithinBudget('a returning person', 8, again, again);
  });
});

// A sign-in through the test provider (oidcProvider.ts) driven over HTTP the way a browser goes, for route
// tests: Cardplan's start, the provider's redirects and login form with cookies of the provider's own, then
// Cardplan's callback. Also the provider's logout, whose page a browser submits by itself.
import { SSO_CALLBACK_PATH, SSO_START_PATH } from '../../common/sso';
import type { TestClient } from './httpClient';
import type { TestProvider } from './oidcProvider';

/** A redirect chain longer than this is a loop (a sign-in takes four or five). */
const MAX_HOPS = 12;

/**
 * The provider's cookies in one browser. Each is sent only under its path, as a browser does: the provider
 * scopes its interaction cookies to one sign-in's path, and two sign-ins may hold one of the same name.
 */
export class CookieJar {
  private cookies = new Map<string, { name: string; value: string; path: string }>();

  header(url: URL): string {
    return [...this.cookies.values()]
      .filter(
        ({ path }) =>
          url.pathname === path || url.pathname.startsWith(path.endsWith('/') ? path : `${path}/`),
      )
      .map(({ name, value }) => `${name}=${value}`)
      .join('; ');
  }

  keep(response: Response): void {
    for (const cookie of response.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';').map((part) => part.trim());
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const path = attributes.find((a) => /^path=/i.test(a))?.slice(5) || '/';
      const expired = value === '' || attributes.some((a) => /^expires=thu, 01 jan 1970/i.test(a));
      if (expired) this.cookies.delete(`${name};${path}`);
      else this.cookies.set(`${name};${path}`, { name: name!, value, path });
    }
  }
}

export interface ProviderSignIn {
  /** Cardplan's callback's answer; 0 with stopBeforeCallback (the callback was not called). */
  status: number;
  location: string | null;
  /** Where the provider sent the browser back: Cardplan's callback with `code` and `state`. */
  callbackUrl: string;
}

/**
 * Follows the browser's path: GET `${app.baseUrl}/api/auth/oidc/start?returnTo=…` on Cardplan (with `app`'s
 * cookies), then every redirect at the provider (with `providerJar`, a new one if none is given: pass the same
 * jar again and the provider's session goes straight back without its login form), signs in as `sub` at the
 * login form, and stops at the first answer of Cardplan's callback. Throws when the way leaves the provider
 * anywhere else or the provider answers with an error.
 */
export async function signInThroughProvider(
  app: TestClient,
  provider: TestProvider,
  sub: string,
  options: {
    returnTo?: string;
    providerJar?: CookieJar;
    stopBeforeCallback?: boolean;
    /** Changes the authorization request Cardplan's start sent the browser to (an attacker's hand). */
    tamper?: (authorizationUrl: URL) => void;
  } = {},
): Promise<ProviderSignIn> {
  const jar = options.providerJar ?? new CookieJar();
  const query = options.returnTo === undefined ? '' : `?returnTo=${encodeURIComponent(options.returnTo)}`;
  const start = await app.get(`${SSO_START_PATH}${query}`);
  const first = start.headers.get('location');
  const providerOrigin = new URL(provider.issuer).origin;
  if (!first || new URL(first, app.baseUrl).origin !== providerOrigin)
    throw new Error(
      `Cardplan's start answered ${start.status} ${first ?? start.text}, not a redirect to the provider`,
    );

  let url = new URL(first, app.baseUrl);
  options.tamper?.(url);
  let signedIn = false;
  for (let hop = 0; url.origin === providerOrigin; hop++) {
    if (hop === MAX_HOPS)
      throw new Error(`The provider redirected ${MAX_HOPS} times: a loop at ${url.pathname}`);
    let response = await providerRequest(url, jar);
    if (response.status === 200) {
      const page = await response.text();
      if (!page.includes('name="prompt" value="login"'))
        throw new Error(`The provider answered a page at ${url.pathname} that is not its login form`);
      if (signedIn) throw new Error(`The provider showed its login form again after signing "${sub}" in`);
      response = await submitForm(page, url, jar, { login: sub, password: 'any password' });
      signedIn = true;
    }
    const next = response.headers.get('location');
    if (!next)
      throw new Error(
        `The provider answered ${response.status} at ${response.url}: ${await response.text()}`,
      );
    url = new URL(next, url);
  }

  const callbackUrl = url.href;
  if (url.origin !== new URL(app.baseUrl).origin || url.pathname !== SSO_CALLBACK_PATH)
    throw new Error(`The provider sent the browser to ${callbackUrl}, not to Cardplan's callback`);
  if (options.stopBeforeCallback) return { status: 0, location: null, callbackUrl };
  const answer = await app.get(callbackUrl);
  return { status: answer.status, location: answer.headers.get('location'), callbackUrl };
}

/**
 * Follows the provider's logout (the end_session_endpoint address Cardplan sends the browser to) with the
 * browser's provider cookies: the page the test provider answers submits itself, so this submits it too, and
 * returns the provider's answer then: 303 to the post-logout redirect URI (with `state` if one was given).
 */
export async function signOutAtProvider(
  endSessionUrl: string,
  providerJar: CookieJar,
): Promise<{ status: number; location: string | null }> {
  const url = new URL(endSessionUrl);
  const page = await providerRequest(url, providerJar);
  const text = await page.text();
  if (page.status !== 200) throw new Error(`The provider's logout answered ${page.status}: ${text}`);
  const answer = await submitForm(text, url, providerJar);
  return { status: answer.status, location: answer.headers.get('location') };
}

async function providerRequest(url: URL, jar: CookieJar, form?: URLSearchParams): Promise<Response> {
  const headers: Record<string, string> = { cookie: jar.header(url) };
  if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
  const response = await fetch(url, {
    method: form ? 'POST' : 'GET',
    body: form,
    headers,
    redirect: 'manual',
  });
  jar.keep(response);
  // A redirect's body is read by no one; left unread, it would hold its connection.
  if (response.headers.has('location')) await response.body?.cancel();
  return response;
}

/** Posts the page's first form: its hidden fields and `fields`, as a browser would. */
function submitForm(page: string, pageUrl: URL, jar: CookieJar, fields: Record<string, string> = {}) {
  const form = /<form\b[^>]*\baction="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(page);
  if (!form) throw new Error(`No form on the provider's page at ${pageUrl.pathname}`);
  const body = new URLSearchParams();
  for (const [input] of form[2]!.matchAll(/<input\b[^>]*>/gi)) {
    const name = attribute(input, 'name');
    if (attribute(input, 'type') === 'hidden' && name) body.set(name, attribute(input, 'value') ?? '');
  }
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return providerRequest(new URL(unescapeHtml(form[1]!), pageUrl), jar, body);
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\b${name}="([^"]*)"`, 'i').exec(tag)?.[1];
  return value === undefined ? undefined : unescapeHtml(value);
}

const unescapeHtml = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

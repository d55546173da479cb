// The fetch layer's contract (spec 7/8): cookies, JSON only with a body, "status: body" errors, 401 → null.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, errorText, getOrNull, request } from './http';

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('always sends cookies and sends JSON only when there is a body', async () => {
    const fetchMock = stubFetch(() => new Response('{"ok":true}', { status: 200 }));
    await expect(request('GET', '/api/clients')).resolves.toEqual({ ok: true });
    const [, getInit] = fetchMock.mock.calls[0]!;
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.body).toBeUndefined();
    expect(new Headers(getInit?.headers).has('Content-Type')).toBe(false);

    await request('POST', '/api/auth/signin', { email: 'a@b.co', password: 'x' });
    const [url, postInit] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/auth/signin');
    expect(postInit?.method).toBe('POST');
    expect(postInit?.credentials).toBe('include');
    expect(new Headers(postInit?.headers).get('Content-Type')).toBe('application/json');
    expect(postInit?.body).toBe('{"email":"a@b.co","password":"x"}');
  });

  it('resolves an empty answer to undefined', async () => {
    stubFetch(() => new Response(null, { status: 204 }));
    await expect(request('DELETE', '/api/cards/1')).resolves.toBeUndefined();
  });

  it('turns a non-OK answer into "status: body" with the server error field', async () => {
    stubFetch(
      () =>
        new Response('{"error":"Invalid email or password"}', { status: 401, statusText: 'Unauthorized' }),
    );
    const error = await request('POST', '/api/auth/signin', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"error":"Invalid email or password"}');
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).serverError).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty, and keeps a non-JSON body as is', async () => {
    stubFetch(() => new Response('', { status: 502, statusText: 'Bad Gateway' }));
    await expect(request('GET', '/api/x')).rejects.toThrow('502: Bad Gateway');

    stubFetch(() => new Response('<h1>oops</h1>', { status: 500, statusText: 'Server Error' }));
    const error = (await request('GET', '/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('500: <h1>oops</h1>');
    expect(error.serverError).toBeUndefined();
    expect(errorText(error, 'Fallback')).toBe('Fallback');
  });
});

describe('getOrNull', () => {
  it('turns a 401 into null', async () => {
    stubFetch(() => new Response('{"error":"Not signed in"}', { status: 401 }));
    await expect(getOrNull('/api/auth/user')).resolves.toBeNull();
  });

  it('returns the answer when signed in and still throws other failures', async () => {
    stubFetch(() => new Response('{"email":"ana@example.com"}', { status: 200 }));
    await expect(getOrNull('/api/auth/user')).resolves.toEqual({ email: 'ana@example.com' });

    stubFetch(() => new Response('{"error":"Database unavailable"}', { status: 503 }));
    await expect(getOrNull('/api/auth/user')).rejects.toThrow('503: {"error":"Database unavailable"}');
  });
});

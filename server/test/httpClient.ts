// A cookie-keeping HTTP client for tests: one instance is one browser.
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly origin: string | null = baseUrl,
    /** Each request gives up (rejects with a TimeoutError) after this long; none by default. */
    private readonly timeoutMs?: number,
  ) {}

  /** A browser holding the cookies of `cookieHeader`: a session signed in elsewhere (another process). */
  static withCookies(baseUrl: string, cookieHeader: string, timeoutMs?: number): TestClient {
    const client = new TestClient(baseUrl, baseUrl, timeoutMs);
    for (const pair of cookieHeader.split('; ')) {
      const [name, ...value] = pair.split('=');
      client.cookies.set(name!, value.join('='));
    }
    return client;
  }

  /** Its cookies as a browser context takes them (playwright's `addCookies`), for `url`. */
  browserCookies(url: string) {
    return [...this.cookies].map(([name, value]) => ({ name, value, url }));
  }

  /** The same browser (cookies copied) whose requests give up after `timeoutMs`. */
  withTimeout(timeoutMs: number): TestClient {
    const copy = new TestClient(this.baseUrl, this.origin, timeoutMs);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  /** Keeps a cookie as if the server had set it. */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  get cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const init: RequestInit = { method, redirect: 'manual', headers: { ...headers } };
    if (this.timeoutMs !== undefined) init.signal = AbortSignal.timeout(this.timeoutMs);
    const h = init.headers as Record<string, string>;
    if (this.origin && !('Origin' in h)) h.Origin = this.origin;
    if (this.cookies.size) h.Cookie = this.cookieHeader;
    if (body !== undefined) {
      h['Content-Type'] ??= 'application/json';
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
    }
    const res = await fetch(new URL(path, this.baseUrl), init);
    for (const cookie of res.headers.getSetCookie()) {
      const [pair, ...attributes] = cookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if (res.headers.get('content-type')?.includes('json')) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }

  get = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('GET', path, undefined, headers);
  post = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('POST', path, body, headers);
  put = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PUT', path, body, headers);
  patch = <T = any>(path: string, body?: unknown, headers?: Record<string, string>) =>
    this.request<T>('PATCH', path, body, headers);
  delete = <T = any>(path: string, headers?: Record<string, string>) =>
    this.request<T>('DELETE', path, undefined, headers);
}

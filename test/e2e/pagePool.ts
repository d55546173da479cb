// Pages handed on from a finished test to the next test, of the same file or of the next file its test
// worker runs (the worker's servers listen on one port, so its pages keep their origin: harness.ts). A new page
// costs Chromium a new renderer process, about 1 CPU-s more than a page already open signs in and loads the
// board (docs/testing.md): so a page a test opened goes back to the worker's pool when the test passes, wiped
// as a new context would be (every cookie, the app origin's storage, other tabs closed, on about:blank), and
// the next `newPage` takes it. The HTTP cache stays: it holds the client's immutable scripts and styles (the
// API's answers are revalidated by an ETag that names the server process and the thing's id, or not stored),
// and a load that finds them there costs Chromium a quarter less (docs/testing.md).
// What a test added to a page that can be taken away goes with the wipe (routes, init scripts, bindings, its
// listeners); a page with something that cannot (extra headers, a clock, an offline switch, permissions) is
// never handed on, nor one whose test failed (its screenshot is taken after), nor one the test asked to keep
// (`keep`: pages shared by the tests of a file).
import type { BrowserContext, Page } from 'playwright-core';

type Listener = (...args: unknown[]) => unknown;
type Emitter = {
  eventNames(): (string | symbol)[];
  rawListeners(event: string | symbol): Listener[];
  removeListener(event: string | symbol, listener: Listener): unknown;
};

interface Pooled {
  context: BrowserContext;
  page: Page;
  /** Set when the test called something a wipe cannot undo. */
  tainted: boolean;
  /** What the test added that can be taken away: init scripts, bindings (their `dispose`). */
  added: { dispose(): Promise<void> }[];
  /** The listeners the harness itself put on the page and on its context. */
  own: Map<Emitter, Set<Listener>>;
}

/** Calls a wipe undoes: their Disposable goes in `added` (routes go with `unrouteAll`). */
const UNDONE = ['addInitScript', 'exposeBinding', 'exposeFunction'] as const;
/** Calls whose effect outlives a wipe: the page is not handed on after them. */
const LASTING_ON_PAGE = [
  'routeWebSocket',
  'setExtraHTTPHeaders',
  'setDefaultTimeout',
  'setDefaultNavigationTimeout',
];
const LASTING_ON_CONTEXT = [
  ...LASTING_ON_PAGE,
  'setOffline',
  'setGeolocation',
  'setHTTPCredentials',
  'grantPermissions',
  'clearPermissions',
];

const listenersOf = (emitter: Emitter) =>
  new Set(emitter.eventNames().flatMap((e) => emitter.rawListeners(e)));

/** Replaces `methods` of this one object with versions that call `before` and hand the result to `after`. */
function around(
  target: object,
  methods: readonly string[],
  { before, after }: { before?: () => void; after?: (result: unknown) => void },
) {
  const methodsOf = target as Record<string, unknown>;
  for (const name of methods) {
    const original = methodsOf[name];
    if (typeof original !== 'function') continue;
    methodsOf[name] = async function (this: unknown, ...args: unknown[]) {
      before?.();
      const result: unknown = await (original as (...a: unknown[]) => unknown).apply(this, args);
      after?.(result);
      return result;
    };
  }
}

export class PagePool {
  private readonly idle: Pooled[] = [];
  private readonly entries = new WeakMap<Page, Pooled>();

  /** The app's origin the pages are wiped for: a pool serves one origin. */
  constructor(readonly origin: string) {}

  /** Whether this context's page waits in the pool (a file's end leaves it open for the next file). */
  holds(context: BrowserContext): boolean {
    return this.idle.some((entry) => entry.context === context);
  }

  /** Closes the pages waiting in the pool (when the worker's next server listens on another origin). */
  async closeIdle(): Promise<void> {
    await Promise.allSettled(this.idle.splice(0).map((entry) => entry.context.close()));
  }

  /** A page handed back by an earlier test, or undefined. */
  take(): Page | undefined {
    return this.idle.pop()?.page;
  }

  /** Called once for each new page, after the harness set it up: from here on, what the test adds is noted. */
  adopt(context: BrowserContext, page: Page) {
    const pageEvents = page as unknown as Emitter;
    const contextEvents = context as unknown as Emitter;
    const entry: Pooled = {
      context,
      page,
      tainted: false,
      added: [],
      own: new Map([
        [pageEvents, listenersOf(pageEvents)],
        [contextEvents, listenersOf(contextEvents)],
      ]),
    };
    const taint = () => (entry.tainted = true);
    const note = (result: unknown) => entry.added.push(result as Pooled['added'][number]);
    for (const target of [page, context]) around(target, UNDONE, { after: note });
    around(page, LASTING_ON_PAGE, { before: taint });
    around(context, LASTING_ON_CONTEXT, { before: taint });
    const clock = context.clock as unknown as Record<string, unknown>;
    around(clock, Object.getOwnPropertyNames(Object.getPrototypeOf(clock) as object), { before: taint });
    this.entries.set(page, entry);
  }

  /** At the end of a test that passed: wiped and back in the pool, unless something of it lasts. */
  async giveBack(page: Page): Promise<void> {
    const entry = this.entries.get(page);
    if (!entry || entry.tainted || page.isClosed()) return;
    try {
      await this.wipe(entry);
      this.idle.push(entry);
    } catch {
      // A page that cannot be wiped is left as it is; the file's end closes it.
    }
  }

  private async wipe(entry: Pooled) {
    const { context, page } = entry;
    for (const other of context.pages()) if (other !== page) await other.close();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const [emitter, own] of entry.own)
      for (const event of emitter.eventNames())
        for (const listener of emitter.rawListeners(event))
          if (!own.has(listener)) emitter.removeListener(event, listener);
    for (const added of entry.added.splice(0).reverse()) await added.dispose();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    try {
      // Every kind of the origin's storage, the tab's sessionStorage too (pagePool.e2e.test.ts sees it go).
      await cdp.send('Storage.clearDataForOrigin', { origin: this.origin, storageTypes: 'all' });
    } finally {
      await cdp.detach();
    }
    await context.clearCookies();
  }
}

// Packages that only some nodes or some requests need (Redis with REDIS_URL, SMTP on the first mail, CSV on
// the first export, the pretty printer in development) are loaded on first use, not at start: an idle node
// holds less (bench:start). They are CommonJS, so they load synchronously and their callers stay synchronous.
import { createRequire } from 'node:module';

const requirePackage = createRequire(import.meta.url);

/** A getter that loads the package `name` on its first call. `T`: `typeof import('<name>')`. */
export function lazyPackage<T>(name: string): () => T {
  let loaded: T | undefined;
  return () => (loaded ??= requirePackage(name) as T);
}

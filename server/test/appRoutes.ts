// Every route the app serves, as "METHOD /path" the way its router declares it: the tables that must name
// each one (the permission matrix, the query budget) are checked against this list.
import { createApp } from '../http/app';
import type { AppDeps } from '../http/deps';
import type { TestServer } from './testServer';

/** A table row's route: its call without the "(variant)" after the path. */
export const routeOf = (call: string) => call.split(' ').slice(0, 2).join(' ');

export function appRoutes(server: TestServer): string[] {
  const app = createApp({
    ...server,
    config: server.config,
    lifecycle: { shuttingDown: false, inFlight: 0 },
    connections: server.realtime.connections,
  } as unknown as AppDeps);
  type Layer = { methods: string[]; path: string };
  const routes = app.middleware
    .flatMap((m) => (m as { router?: { stack: Layer[] } }).router?.stack ?? [])
    .flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`));
  return [...new Set(routes)].sort();
}

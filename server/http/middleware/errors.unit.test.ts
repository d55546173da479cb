// A database that goes away under a request answers 503, however the driver words it: knex puts the failed
// statement before pg's own message (seen in the boot test as a 500 when PostgreSQL was killed).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler } from './errors';

let server: http.Server;
let url: string;
beforeAll(async () => {
  const app = new Koa();
  app.use(errorHandler());
  app.use((ctx) => {
    throw new Error(decodeURIComponent(ctx.path.slice(1)));
  });
  server = http.createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const statusFor = async (message: string) => (await fetch(`${url}/${encodeURIComponent(message)}`)).status;

describe('errors thrown by the database driver', () => {
  it.each([
    'Connection terminated unexpectedly',
    'select "s"."sess" from "sessions" as "s" where "s"."sid" = $1 - Connection terminated unexpectedly',
    'select 1 - Client has encountered a connection error and is not queryable',
  ])('%s → 503', async (message) => {
    expect(await statusFor(message)).toBe(503);
  });

  it('anything else stays a 500', async () => {
    expect(await statusFor('select 1 - something else broke')).toBe(500);
  });
});

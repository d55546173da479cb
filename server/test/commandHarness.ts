// Commands without HTTP: a fresh migrated database (testDatabase.ts) holding one owner's folder with a project,
// a use case, a release with a sprint, a member the folder is shared with and a stranger; `run` sends a
// command through runCommand as an actor and answers its result with the events it published, `refusal` the
// DomainError it was refused with. No Koa, no session: what a route adds is tested over HTTP.
import type { ChangeEvent } from '../../common/events';
import { openDb, type Db } from '../db/connection';
import { createChangeHub, runCommand, type ChangeMeta, type CommandOutcome } from '../domain/changes';
import { DomainError } from '../domain/errors';
import type { Actor } from '../domain/policies/authorize';
import { createTestDatabase } from './testDatabase';
import { insertRow, insertUser } from './worldRows';

export type Command<T> = (trx: Db, actor: Actor) => Promise<CommandOutcome<T>>;

export interface CommandWorld {
  db: Db;
  /** Owns the folder; `member` holds an active share of it; `stranger` owns a folder of their own only. */
  owner: Actor;
  member: Actor;
  stranger: Actor;
  folderId: number;
  projectId: number;
  categoryId: number;
  releaseId: number;
  sprintId: number;
  /** Runs `command` as `actor` in runCommand: its result and the events published once it committed. */
  run<T>(actor: Actor, command: Command<T>, meta?: Partial<ChangeMeta>): Promise<Ran<T>>;
  /** The DomainError `command` is refused with; fails when it is not refused so. */
  refusal(actor: Actor, command: Command<unknown>): Promise<DomainError>;
  /** A card of the project (APP-n, last in rank), its other fields as given. */
  card(values?: Record<string, unknown>): Promise<number>;
  /** The folder's last seq: unchanged by a refused command. */
  seq(): Promise<number>;
  /** A row's stored version. */
  versionOf(table: 'cards' | 'categories' | 'releases' | 'sprints', id: number): Promise<number>;
  close(): Promise<void>;
}

export interface Ran<T> {
  result: T;
  events: ChangeEvent[];
}

export async function buildCommandWorld(): Promise<CommandWorld> {
  const database = await createTestDatabase();
  const db = openDb(database.databaseUrl, 4);
  const one = (table: string, values: Record<string, unknown>) => insertRow(db, table, values);
  const user = (label: string): Promise<Actor & { email: string }> => insertUser(db, label, 'commands.test');
  const [owner, member, stranger] = [await user('owner'), await user('member'), await user('stranger')];
  const clientId = await one('clients', { name: 'Acme', ownerId: owner.id });
  const folderId = await one('projects', { name: 'Product', clientId, ownerId: owner.id });
  const projectId = await one('projects', {
    name: 'App',
    prefix: 'APP',
    parentId: folderId,
    clientId,
    ownerId: owner.id,
  });
  const strangerClient = await one('clients', { name: 'Elsewhere', ownerId: stranger.id });
  await one('projects', { name: 'Theirs', clientId: strangerClient, ownerId: stranger.id });
  await one('folder_shares', {
    folderId,
    sharedWithEmail: member.email,
    sharedWithUserId: member.id,
    sharedByUserId: owner.id,
    status: 'active',
    // Members restore only what was deleted since their access began: this one's began before any event.
    activeFromSeq: 0,
  });
  const releaseId = await one('releases', { name: 'R1', projectId });

  const hub = createChangeHub();
  let published: ChangeEvent[] = [];
  hub.subscribe((event) => {
    published.push(event);
  });
  let cards = 0;

  const world: CommandWorld = {
    db,
    owner: { id: owner.id },
    member: { id: member.id },
    stranger: { id: stranger.id },
    folderId,
    projectId,
    categoryId: await one('categories', { name: 'Checkout', projectId }),
    releaseId,
    sprintId: await one('sprints', { name: 'S1', releaseId }),
    async run(actor, command, meta = {}) {
      published = [];
      const result = await runCommand(db, hub, { actorId: actor.id, ...meta }, (trx) => command(trx, actor));
      return { result, events: published };
    },
    async refusal(actor, command) {
      published = [];
      const error: unknown = await runCommand(db, hub, { actorId: actor.id }, (trx) =>
        command(trx, actor),
      ).then(
        () => new Error('the command was not refused'),
        (refused: unknown) => refused,
      );
      if (!(error instanceof DomainError)) throw error;
      if (published.length) throw new Error(`a refused command published ${published.length} events`);
      return error;
    },
    async card(values = {}) {
      cards += 1;
      await db('projects')
        .where({ id: projectId })
        .update({ nextCardNumber: cards + 1 });
      return one('cards', {
        externalId: `APP-${String(cards).padStart(3, '0')}`,
        title: `Card ${cards}`,
        order: cards,
        projectId,
        ...values,
      });
    },
    async seq() {
      const row = await db('folder_event_counters')
        .where({ folderId })
        .first<{ seq: number } | undefined>('seq');
      return row?.seq ?? 0;
    },
    async versionOf(table, id) {
      const row = await db(table).where({ id }).first<{ version: number } | undefined>('version');
      if (!row) throw new Error(`no ${table} row ${id}`);
      return row.version;
    },
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
  return world;
}

/** The seqs `count` events numbered right after `before` carry: one after another, no gap. */
export const seqsAfter = (before: number, count: number): number[] =>
  Array.from({ length: count }, (_, i) => before + i + 1);

// The client policy against real rows: every action × owner / recipient / pending invitee / stranger / admin,
// on a client with a shared folder and on one with nothing shared.
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CLIENT_MESSAGES } from '../../../common/schemas/clients';
import {
  buildPolicyWorld,
  expectLockedLoad,
  expectOutcome,
  outcomes,
  OWNER,
  refused,
  SHARED,
  testMatrix,
  type ActorRow,
  type PolicyWorld,
} from '../../test/policyWorld';
import * as clientPolicy from './clients';

type Matrix = Record<clientPolicy.ClientAction, ActorRow>;

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

const NOT_FOUND = refused('notFound', CLIENT_MESSAGES.notFound);
const OWNER_ONLY = refused('forbidden', CLIENT_MESSAGES.ownerOnly);

/** A recipient sees the client of a folder shared with them by name, and nothing more. */
const sharedClient: Matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  edit: outcomes(OWNER, OWNER_ONLY, NOT_FOUND),
  delete: outcomes(OWNER, OWNER_ONLY, NOT_FOUND),
  addFolder: outcomes(OWNER, OWNER_ONLY, NOT_FOUND),
};
const unsharedClient: Matrix = {
  read: outcomes(OWNER, NOT_FOUND, NOT_FOUND),
  edit: outcomes(OWNER, NOT_FOUND, NOT_FOUND),
  delete: outcomes(OWNER, NOT_FOUND, NOT_FOUND),
  addFolder: outcomes(OWNER, NOT_FOUND, NOT_FOUND),
};

describe('client policy on the client with the shared folder', () => {
  testMatrix(() => w, sharedClient, {
    id: () => w.clientId,
    load: (actor, action, id) => clientPolicy.load(w.db, actor, action, id),
    can: { rule: clientPolicy.can, via: 'read' },
  });
});

describe('client policy on a client with nothing shared', () => {
  testMatrix(() => w, unsharedClient, {
    id: () => w.otherClientId,
    load: (actor, action, id) => clientPolicy.load(w.db, actor, action, id),
  });
});

describe('client policy', () => {
  it('a client that does not exist is "Client not found", even for the owner', async () => {
    await expectOutcome(clientPolicy.load(w.db, w.actors.owner, 'read', w.missingId), w.missingId, NOT_FOUND);
  });

  it('lock: true loads the same row and locks the client, not its folders', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) => clientPolicy.load(db, w.actors.owner, 'addFolder', w.clientId, options),
      ['clients', w.clientId],
      [
        ['projects', w.folderId],
        ['clients', w.otherClientId],
      ],
    );
  });
});

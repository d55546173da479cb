// The card policy against real rows: every action × owner / recipient / pending invitee / stranger / admin.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_MESSAGES } from '../../../common/schemas/cards';
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
import * as cardPolicy from './cards';

let w: PolicyWorld;
beforeAll(async () => {
  w = await buildPolicyWorld();
});
afterAll(() => w?.close());

const NOT_FOUND = refused('notFound', CARD_MESSAGES.notFound);
const matrix = {
  read: outcomes(OWNER, SHARED, NOT_FOUND),
  change: outcomes(OWNER, SHARED, NOT_FOUND),
} satisfies Record<cardPolicy.CardAction, ActorRow>;

describe('card policy', () => {
  testMatrix(() => w, matrix, {
    id: () => w.cardId,
    load: (actor, action, id) => cardPolicy.load(w.db, actor, action, id),
    can: { rule: cardPolicy.can, via: 'read' },
  });

  it('a card that does not exist is "Card not found", even for the owner', async () => {
    await expectOutcome(cardPolicy.load(w.db, w.actors.owner, 'read', w.missingId), w.missingId, NOT_FOUND);
  });

  it('carries its folder scope', async () => {
    const card = await cardPolicy.load(w.db, w.actors.recipient, 'change', w.cardId);
    expect(cardPolicy.scopeOf(card)).toEqual({ folderId: w.folderId, projectId: w.projectId });
    expect(card.folderOwnerId).toBe(w.actors.owner.id);
  });

  it('lock: true loads the same row and locks the card, not its project', async () => {
    await expectLockedLoad(
      w.db,
      (db, options) => cardPolicy.load(db, w.actors.owner, 'change', w.cardId, options),
      ['cards', w.cardId],
      [
        ['projects', w.projectId],
        ['projects', w.folderId],
      ],
    );
  });
});

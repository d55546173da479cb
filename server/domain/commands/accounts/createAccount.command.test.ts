// Creating an account without HTTP: an address taken between the cheap check and the insert (two sign-ups
// racing) is refused with the caller's wording by the unique key, and any other failure is not dressed up
// as one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCommandWorld, type CommandWorld } from '../../../test/commandHarness';
import { DomainError } from '../../errors';
import { assertEmailAvailable, createAccount } from './createAccount';

let world: CommandWorld;
beforeAll(async () => {
  world = await buildCommandWorld();
});
afterAll(() => world?.close());

const TAKEN = 'That address has an account already';
const account = (email: string) => ({
  email,
  firstName: 'Rita',
  lastName: 'Race',
  passwordHash: 'not-a-real-hash',
});
const rowsWith = async (email: string) =>
  Number((await world.db('users').where({ email }).count<{ n: string }[]>({ n: '*' }))[0]!.n);

describe('createAccount', () => {
  it('refuses an address taken since the cheap check with the caller’s wording, keeping one account', async () => {
    const email = 'racing@createaccount.test';
    // Both sign-ups passed the cheap check before either wrote.
    await assertEmailAvailable(world.db, email, TAKEN);
    await assertEmailAvailable(world.db, email, TAKEN);
    const first = await world.db.transaction((trx) => createAccount(trx, account(email), TAKEN));
    expect(first).toMatchObject({ email, firstName: 'Rita' });

    const second = await world.db
      .transaction((trx) => createAccount(trx, account(email), TAKEN))
      .catch((error: unknown) => error);
    expect(second).toBeInstanceOf(DomainError);
    expect(second).toMatchObject({ kind: 'conflict', message: TAKEN });
    expect(await rowsWith(email)).toBe(1);
    // The cheap check now sees it too, with the same words.
    await expect(assertEmailAvailable(world.db, email, TAKEN)).rejects.toMatchObject({
      kind: 'conflict',
      message: TAKEN,
    });
  });

  it('lets any other failure through as it is: not a conflict, nothing written', async () => {
    // A first name longer than its column (the request schemas stop one before it gets here).
    const email = 'long.name@createaccount.test';
    const error = await world.db
      .transaction((trx) => createAccount(trx, { ...account(email), firstName: 'R'.repeat(101) }, TAKEN))
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: '22001' }); // PostgreSQL's string_data_right_truncation
    expect(await rowsWith(email)).toBe(0);
  });
});

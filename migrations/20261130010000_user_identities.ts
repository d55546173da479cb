// Single sign-on (docs/sso.md): the provider's accounts linked to Cardplan's, found by (issuer, subject) — the
// pair an OpenID provider guarantees stable, where an e-mail address may change hands. When the account is
// deleted the link stays, without its user: the same person at the provider cannot come back as a new account.
import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    CREATE TABLE user_identities (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      issuer text NOT NULL CHECK (length(issuer) BETWEEN 1 AND 2000),
      subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 255),
      "userId" uuid REFERENCES users (id) ON DELETE SET NULL,
      "createdAt" timestamptz NOT NULL DEFAULT now(),
      "lastSignInAt" timestamptz NOT NULL DEFAULT now(),
      UNIQUE (issuer, subject)
    )`);
  await knex.raw(`CREATE INDEX user_identities_user ON user_identities ("userId")`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(`DROP TABLE user_identities`);
}

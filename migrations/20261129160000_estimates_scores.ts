// Estimates and scores (docs/estimation.md): a project's deck and scoring model, a card's estimate and its
// scoring inputs. The inputs are double precision, so a value a check let through is stored as given, never
// rounded by a column type; which values a model takes is the app's rule (common/estimation/scoring.ts), as
// a stored value outside the current deck or model is kept and marked, never rewritten.
import type { Knex } from 'knex';

const DECKS = ['fibonacci', 'modifiedFibonacci', 'tshirt', 'powersOfTwo', 'custom'];
const MODELS = ['none', 'valueEffort', 'rice', 'ice'];
const INPUTS = ['value', 'reach', 'lift', 'confidence', 'ease'];
const list = (values: string[]) => values.map((value) => `'${value}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    ALTER TABLE projects
      ADD COLUMN deck text NOT NULL DEFAULT 'fibonacci' CHECK (deck IN (${list(DECKS)})),
      ADD COLUMN "customDeck" text[] CHECK ("customDeck" IS NULL OR cardinality("customDeck") BETWEEN 1 AND 15),
      ADD COLUMN "scoringModel" text NOT NULL DEFAULT 'none' CHECK ("scoringModel" IN (${list(MODELS)}))`);
  await knex.raw(`
    ALTER TABLE cards
      ADD COLUMN estimate varchar(8),
      ${INPUTS.map((input) => `ADD COLUMN "${input}" double precision`).join(',\n      ')}`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw(
    `ALTER TABLE cards DROP COLUMN estimate, ${INPUTS.map((i) => `DROP COLUMN "${i}"`).join(', ')}`,
  );
  await knex.raw(
    `ALTER TABLE projects DROP COLUMN deck, DROP COLUMN "customDeck", DROP COLUMN "scoringModel"`,
  );
}

// Runs once before the suite: says which database the suite uses.
export default function setup() {
  const target = process.env.DATABASE_URL
    ? `PostgreSQL (${new URL(process.env.DATABASE_URL).host})`
    : 'embedded PGlite';
  console.log(`[cardplan tests] database: ${target}; one fresh database per test file`);
}

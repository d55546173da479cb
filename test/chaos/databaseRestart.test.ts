// Scenario 1 of the chaos suite, shortened (chaos/scenarios/databaseRestart.ts): 5 writers and 20 listeners on
// a real server process while its PostgreSQL restarts — a PostgreSQL server of the test's own restarted as
// DATABASE_URL, and the node's embedded one killed with SIGKILL. Only 503s while it is away, every
// acknowledged write kept, every listener equal to a fresh load.
import { describe, expect, it } from 'vitest';
import { runDatabaseRestart } from '../../chaos/scenarios/databaseRestart';
import { failures, formatResults } from '../../chaos/report';

const short = { warmupMs: 1500, downMs: 2000, afterMs: 2000 };

describe('the database restarts under load', () => {
  it('PostgreSQL at DATABASE_URL restarts: 503 while away, nothing acknowledged lost, listeners exact', async () => {
    const result = await runDatabaseRestart({ flavour: 'external', ...short });
    console.log(formatResults([result]));
    expect(failures(result)).toEqual([]);
    // The restart really cost requests: the checks above ran on errors, not on a quiet run.
    expect(Number(result.figures.find(([label]) => label === '503 answers')![1])).toBeGreaterThan(0);
  }, 120_000);

  it('the embedded PostgreSQL is killed and restarted by the node: the same holds', async () => {
    const result = await runDatabaseRestart({ flavour: 'embedded', ...short });
    console.log(formatResults([result]));
    expect(failures(result)).toEqual([]);
  }, 120_000);
});

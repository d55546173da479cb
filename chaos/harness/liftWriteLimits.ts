// Preloaded into the Cardplan processes of the chaos suite and the benches (`node --import tsx --import <this
// file> server/index.ts`): lifts the per-user write allowance, as TEST_RATE_LIMITS does for the servers tests
// start in-process. Their writers send hundreds of writes a second as one user on purpose. A real server has
// no switch for this: only a preload of this test file changes the shipped numbers, before the server reads them.
import { DEFAULT_RATE_LIMITS } from '../../server/http/rateLimits';

const LIFTED = { points: 1_000_000, durationSeconds: 60 };
// Meeting writes too: bench:realtime's planning-poker facilitator opens and reveals a vote every few hundred ms.
Object.assign(DEFAULT_RATE_LIMITS, {
  writesPerUserMinute: LIFTED,
  writesPerUserTenMinutes: LIFTED,
  meetingWritesPerUser: LIFTED,
  // bench:search's one searcher sends a few hundred searches back to back.
  searchesPerUser: LIFTED,
  // The socket clients of bench:realtime (fifty per signed-in person) and the chaos suite (each comes back
  // every time its node is killed). bench:scale's nodes run the build with the shipped limits.
  socketsPerUser: LIFTED,
  roomSocketsPerIp: LIFTED,
});

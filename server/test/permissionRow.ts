// One row of the permission matrix: the call, the request it sends against fresh rows, the statuses expected.
import type { fixtures, Actors } from './permissionFixtures';

export type Fixtures = ReturnType<typeof fixtures>;
export interface Row {
  call: string;
  /** builds the request against fresh rows */
  request: (
    f: Fixtures,
    w: Actors,
  ) => Promise<{ path: string; body?: unknown; headers?: Record<string, string> }>;
  /** expected status for the recipient and the owner; everyone else is 401 (signed out) or 404 */
  recipient: number;
  owner: number;
  /** A route about the caller, not the workspace: what a signed-out caller and any signed-in one get. */
  account?: { signedOut: number; signedIn: number };
  /** An /api/admin route: what the admin gets; every other signed-in caller 403, signed out 401. */
  admin?: number;
  /** The call ends the caller's session: it is sent from a session of its own, not the actor's shared one. */
  ownSession?: true;
  /**
   * The call is about a past logged before the recipient's access began (permissionFixturesFloor.ts): the
   * owner's answer carries its SECRET, nobody else's does.
   */
  secret?: true;
}

export const id = (row: { id: number }) => row.id;

// A node's one-statement writes of one project queue in the node (docs/decisions.md, "One project's creates and
// moves queue on their node"): a card create and a rank move each take their project's row lock inside
// PostgreSQL, and twenty backends queued for one row cost PostgreSQL more than the work the lock guards. So at
// most PER_PROJECT of a project's statements are in PostgreSQL from this node; the others wait in its queue,
// holding no connection. Correctness never rests on it: the row lock still orders the writes of several nodes,
// and those of the command path, which queue nowhere. Written here, not on p-limit: a limiter made for each
// burst of a project cost a create 8 µs of the node's CPU, this queue under 1 µs (a scratch loop, 2026-12-06).

/**
 * A project's statements in PostgreSQL at once from one node: one holding the row lock, one waiting for it, so
 * the lock passes on inside PostgreSQL with no round trip through the node between them (one at a time ran at
 * 616 creates/s, two at 910/s, all twenty at 551/s: one node, one project, 20 workers, a scratch run).
 */
export const PER_PROJECT = 2;

/** How many cards' projects a node remembers for their moves, at most (the last half seen are all kept). */
export const CARDS_REMEMBERED = 10_000;

export interface ProjectQueues {
  /**
   * Runs `write` through its project's queue, or at once when the project is not known (undefined: the first
   * move of a card this node has not seen).
   */
  run<T>(projectId: number | undefined, write: () => Promise<T>): Promise<T>;
  /** The project a card was last seen in here (a create's or a move's answer): its moves join that queue. */
  projectOf(cardId: number): number | undefined;
  seen(cardId: number, projectId: number): void;
  /** Writes of the project waiting in its queue (tests). */
  waiting(projectId: number): number;
}

/**
 * The queues of one node. `perProject` Infinity: none (a test whose statements must meet in PostgreSQL's lock
 * queue, as several nodes' would).
 */
export function createProjectQueues(perProject = PER_PROJECT): ProjectQueues {
  /** Each project with writes here: how many are in PostgreSQL, and the others' starts, first come first. */
  const queues = new Map<number, { running: number; waiting: (() => void)[] }>();
  /** The cards seen lately, in two generations: when `recent` is full it becomes `older`, and `older` goes. */
  let recent = new Map<number, number>();
  let older = new Map<number, number>();

  async function run<T>(projectId: number | undefined, write: () => Promise<T>): Promise<T> {
    if (projectId === undefined || perProject === Infinity) return write();
    let queue = queues.get(projectId);
    if (!queue) queues.set(projectId, (queue = { running: 0, waiting: [] }));
    if (queue.running < perProject) queue.running++;
    else await new Promise<void>((start) => queue.waiting.push(start));
    try {
      return await write();
    } finally {
      // The place passes straight to the next one waiting; the project goes once none is left.
      const next = queue.waiting.shift();
      if (next) next();
      else if (--queue.running === 0) queues.delete(projectId);
    }
  }

  return {
    run,
    projectOf: (cardId) => recent.get(cardId) ?? older.get(cardId),
    seen(cardId, projectId) {
      if (recent.get(cardId) === projectId) return;
      recent.set(cardId, projectId);
      if (recent.size < CARDS_REMEMBERED / 2) return;
      older = recent;
      recent = new Map();
    },
    waiting: (projectId) => queues.get(projectId)?.waiting.length ?? 0,
  };
}

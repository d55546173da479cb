// The palette's words, in one place for the screen and its tests.
export const PALETTE_LABEL = 'Search and commands';
export const INPUT_LABEL = 'Search cards, projects and actions';
export const INPUT_PLACEHOLDER = 'Search cards and projects, or type a command…';
export const SEARCHING = 'Searching…';
export const UNAVAILABLE = 'Search is unavailable, try again';
export const TOO_FAST = 'Searching too fast: wait a moment, then try again';
export const TRY_AGAIN = 'Try again';
export const NO_RECENTS = 'Cards and projects you open show here.';
export const GROUPS = { recent: 'Recent', cards: 'Cards', projects: 'Projects', actions: 'Actions' } as const;

/** "No cards, projects or actions match “sync”". */
export const noMatches = (text: string) => `No cards, projects or actions match “${text}”`;
/** "No cards or projects match “sync”", when some actions do. */
export const noHits = (text: string) => `No cards or projects match “${text}”`;

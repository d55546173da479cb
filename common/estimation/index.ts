// Estimates, decks and scores (docs/estimation.md).
export * from './decks';
export * from './scoring';

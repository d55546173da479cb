// The words of a search as PostgreSQL's full-text search sees them: runs of letters, marks and digits, NFC, in
// lower case (as search_fold() of migration 20261129200000_search keeps a card's words). The server builds its prefix query only from these (never from the text as typed, so no
// character of it is tsquery syntax), and the marks of a hit are these pieces found in its text.

const PIECE = /[\p{L}\p{M}\p{N}]+/gu;

/** `"Offline-sync" <b>` → ['offline', 'sync', 'b']; quotes, operators, emoji and punctuation are dropped. */
export const searchPieces = (text: string): string[] =>
  [...text.normalize('NFC').matchAll(PIECE)].map(([piece]) => piece.toLowerCase());

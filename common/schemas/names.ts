// How names are compared "ignoring case" (decisions.md "Names, ignoring case"): a use case's uniqueness in its
// project, and an import's matching of use cases, releases and sprints. The database computes the same key,
// name_key() (migrations/20261129065732_name_keys.ts), so its unique index and the import's look-up agree with
// the dialogs.

/**
 * Trimmed, in Unicode's composed form (an "é" typed as e + accent is the same name), lower-cased for every
 * script ("ÉTÉ" is "été", "ΟΔΟΣ" is "οδος"), as PostgreSQL's ICU lower() does: never the server's locale.
 */
export const nameKey = (name: string) => name.trim().normalize('NFC').toLowerCase();

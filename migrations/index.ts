// The ordered list of migrations, imported statically so the server, the CLI and tests share it.
import type { Knex } from 'knex';
import * as initialSchema from './20261121000001_initial_schema';
import * as folderEvents from './20261121000002_folder_events';
import * as projector from './20261121000003_projector';
import * as shareAccessStart from './20261125000001_share_access_start';
import * as meetings from './20261125000002_meetings';
import * as rowVersions from './20261127000001_row_versions';
import * as historyTrash from './20261127000002_history_trash';
import * as imports from './20261128000001_imports';
import * as cardOrderAfterLast from './20261128000002_card_order_after_last';
import * as historyFloor from './20261129065546_history_floor';
import * as nameKeys from './20261129065732_name_keys';
import * as estimatesScores from './20261129160000_estimates_scores';
import * as pokerRounds from './20261129190000_poker_rounds';
import * as search from './20261129200000_search';
import * as searchTiers from './20261129210000_search_tiers';
import * as userIdentities from './20261130010000_user_identities';
import * as cardMove from './20261130020000_card_move';
import * as historyLean from './20261204160000_history_lean';
import * as searchFoldAscii from './20261205140000_search_fold_ascii';

const migrations: Record<string, Knex.Migration> = {
  '20261121000001_initial_schema': initialSchema,
  '20261121000002_folder_events': folderEvents,
  '20261121000003_projector': projector,
  '20261125000001_share_access_start': shareAccessStart,
  '20261125000002_meetings': meetings,
  '20261127000001_row_versions': rowVersions,
  '20261127000002_history_trash': historyTrash,
  '20261128000001_imports': imports,
  '20261128000002_card_order_after_last': cardOrderAfterLast,
  '20261129065546_history_floor': historyFloor,
  '20261129065732_name_keys': nameKeys,
  '20261129160000_estimates_scores': estimatesScores,
  '20261129190000_poker_rounds': pokerRounds,
  '20261129200000_search': search,
  '20261129210000_search_tiers': searchTiers,
  '20261130010000_user_identities': userIdentities,
  '20261130020000_card_move': cardMove,
  '20261204160000_history_lean': historyLean,
  '20261205140000_search_fold_ascii': searchFoldAscii,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

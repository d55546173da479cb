// Lint rules: typescript-eslint's recommended set, plus the dependency direction of docs/architecture.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

const noServer = {
  group: ['**/server/**'],
  message: 'The client talks to the server over HTTP and sockets only.',
};
const noSocket = { group: ['socket.io-client'], message: 'Only client/src/realtime talks to the socket.' };

/** A relative import of client/src/features/<folder>/… from a sibling feature folder. */
const featureImport = (folder) => ({
  regex: `^(\\.\\./)+(features/)?${folder}/`,
  message: `features/${folder} is another feature folder: move what both use to a shared one (features/roadmap).`,
});

/** One no-restricted-imports per file: a later block replaces an earlier one, so each lists all it needs. */
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

/** Test files and the kits they share: they set the scene directly. */
const TESTS = ['**/*.test.*', '**/test/**', '**/*Kit.{ts,tsx}', '**/test*.{ts,tsx}'];

/** The client's stores (valtio proxies): screens read snapshots and call store actions, never assign. */
const STORES = '/^(board|view|workspace|session|dialogs|meetingState|presentation|importRun|toastState)$/';
const noImportSideEffect = {
  selector: 'Program > ExpressionStatement > CallExpression',
  message: 'No side effect on import: export a function and call it from the entry (main.tsx, index.ts).',
};
const storeWrite = (target) => ({
  selector: `${target}:matches([object.name=${STORES}], [object.object.name=${STORES}], [object.object.object.name=${STORES}])`,
  message:
    'Screens do not write the store: call a store action (client/src/store/actions or the store module).',
});

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Test responses are loosely typed on purpose: tests assert on their shape.
    files: ['**/*.test.ts', '**/test/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['common/**'], rules: restrict('**/server/**', '**/client/**') },
  { files: ['client/**'], rules: restrict(noServer, noSocket) },
  { files: ['client/src/realtime/**'], rules: restrict(noServer) },
  { files: ['client/src/features/**', 'client/src/ui/**'], rules: restrict(noServer, noSocket) },
  // Feature folders do not import each other where a cycle grew once: what the roadmap view and the
  // projector both draw lives in features/roadmap.
  {
    files: ['client/src/features/board/**'],
    rules: restrict(noServer, noSocket, featureImport('present')),
  },
  {
    files: ['client/src/features/present/**'],
    rules: restrict(noServer, noSocket, featureImport('board')),
  },
  {
    files: ['client/src/features/roadmap/**'],
    rules: restrict(noServer, noSocket, featureImport('board'), featureImport('present')),
  },
  // A module does nothing by being imported: no top-level call outside the entries and the two modules that
  // configure a library before anything uses it.
  {
    files: ['client/src/**/*.{ts,tsx}', 'common/**/*.ts', 'server/**/*.ts'],
    ignores: [
      ...TESTS,
      'client/src/main.tsx',
      'client/src/zodConfig.ts',
      'server/index.ts',
      'server/db/connection.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', noImportSideEffect],
    },
  },
  // Screens write through store actions only (this block replaces the one above for them, so repeats it).
  {
    files: ['client/src/features/**', 'client/src/ui/**', 'client/src/App.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
        noImportSideEffect,
        storeWrite('AssignmentExpression > MemberExpression.left'),
        storeWrite('UpdateExpression > MemberExpression.argument'),
        storeWrite('UnaryExpression[operator="delete"] > MemberExpression.argument'),
      ],
    },
  },
  {
    files: ['client/src/features/meeting/**'],
    rules: restrict(noServer, noSocket, featureImport('board')),
  },
  { files: ['server/**'], rules: restrict('**/client/**') },
  // Repos are the bottom layer: SQL, their rows' types and each other.
  {
    files: ['server/db/**'],
    ignores: TESTS,
    rules: restrict('**/client/**', '**/domain/**', '**/http/**', '**/realtime/**', 'koa', 'socket.io'),
  },
  // HTTP routes, middleware and socket handlers read and write through the domain (policies, commands,
  // queries), never a repo: a repo's row types may be named.
  {
    files: ['server/http/**', 'server/realtime/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/repos/**'],
              allowTypeImports: true,
              message: 'Go through the domain: a policy, command or query (server/domain/).',
            },
          ],
        },
      ],
    },
  },
  // The domain knows no transport: errors are domain errors, and the HTTP and socket layers map them.
  {
    files: ['server/domain/**'],
    rules: restrict('**/client/**', '**/http/**', 'koa', '@koa/*', 'socket.io'),
  },
);

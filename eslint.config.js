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
  { files: ['server/**'], rules: restrict('**/client/**') },
  // The domain knows no transport: errors are domain errors, and the HTTP and socket layers map them.
  {
    files: ['server/domain/**'],
    rules: restrict('**/client/**', '**/http/**', 'koa', '@koa/*', 'socket.io'),
  },
);

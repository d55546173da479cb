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

/**
 * date-fns by function (`date-fns/format`): its index loads all of its ~250 functions, which every test file
 * of the unit lane paid again in its own context (~0.2 s each; docs/testing.md).
 */
const dateFnsIndex = {
  regex: '^date-fns$',
  message: "Import each function from its own path: 'date-fns/format'.",
};

/**
 * One no-restricted-imports per file: a later block replaces an earlier one, so each lists all it needs
 * (every block keeps dateFnsIndex).
 */
const restrict = (...patterns) => ({
  'no-restricted-imports': [
    'error',
    // ESLint takes a list of strings or of objects, not both.
    { patterns: [...patterns.map((p) => (typeof p === 'string' ? { group: [p] } : p)), dateFnsIndex] },
  ],
});

/** Test files and the kits they share: they set the scene directly. */
const TESTS = ['**/*.test.*', '**/test/**', '**/*Kit.{ts,tsx}', '**/test*.{ts,tsx}'];

/** The client's stores (valtio proxies): screens read snapshots and call store actions, never assign. */
const STORES = '/^(board|view|workspace|session|dialogs|meetingState|presentation|importRun|toastState)$/';

/**
 * Calls that only build a constant, allowed at a module's top level: schemas (zod), frozen tables, styled and
 * memoised components, contexts, valtio stores, and our own pure builders of such constants. Anything else
 * called while a module is imported is a side effect (a socket made, a timer started, a file read). A new
 * builder joins a list here only if it returns a value and does nothing else.
 */
const PURE_BUILDERS = new Set([
  // the language and libraries
  ...['z', 'Object', 'Array', 'Symbol', 'String', 'Number', 'Math', 'JSON', 'Promise', 'Intl', 'path'],
  ...['styled', 'css', 'keyframes', 'memo', 'lazy', 'forwardRef', 'createContext', 'proxy'],
  ...['promisify', 'createRequire', 'bodyParser'],
  // client/src: icons, floating wrappers, projector theme and glow
  ...['makeIcon', 'withFloatingTree', 'projectorTheme', 'glow'],
  // common: card field registry, import word tables, field schemas, the empty model, numbers in messages
  ...['wiresWhere', 'fieldColumns', 'cardFieldList', 'cardFieldSchemas', 'table'],
  ...['optionalText', 'dateField', 'reference', 'emptyConfirmed', 'scoreInput', 'thousands'],
  // server: packages loaded on first use, SQL fragments, history's card fields
  ...['lazyPackage', 'personName', 'isoSql', 'userOr', 'cardFields', 'fieldPairs', 'oneHistoryRow'],
]);

/** Methods that derive a constant from another: arrays and strings, and zod schemas (`idField.optional()`). */
const PURE_METHODS = new Set([
  ...['map', 'filter', 'flatMap', 'sort', 'slice', 'split', 'join', 'concat', 'toLocaleString', 'toString'],
  ...['extend', 'pick', 'omit', 'partial', 'optional', 'nullable', 'nullish', 'default', 'array'],
  ...['min', 'max', 'refine', 'superRefine', 'transform', 'pipe', 'or', 'and', 'describe', 'brand', 'catch'],
]);

/** `new` of these builds a value and does nothing else. */
const PURE_CLASSES = new Set(['Set', 'Map', 'WeakMap', 'WeakSet', 'RegExp', 'Intl']);
/** Statements that only declare: everything else at the top level runs on import. */
const DECLARATIONS =
  /^(Import|Export(All|Named|Default)|Function|Class|Variable|TS\w+)Declaration$|^EmptyStatement$/;

/** The identifier a callee chain starts from: `z` of `z.string().min(1)`, `styled` of `styled.div.attrs(…)`. */
function rootName(node) {
  while (node) {
    if (node.type === 'Identifier') return node.name;
    node = node.object ?? node.callee ?? node.expression;
  }
  return null;
}

function isPureCall(node) {
  if (node.type === 'NewExpression') return PURE_CLASSES.has(rootName(node.callee));
  const { callee } = node;
  if (PURE_BUILDERS.has(rootName(callee))) return true;
  return callee.type === 'MemberExpression' && !callee.computed && PURE_METHODS.has(callee.property.name);
}

/**
 * Reports each call, `new` or `await` that an expression runs at once. Function bodies run later; what a
 * pure builder is given (a schema's fields, a styled template's parts) builds the same constant.
 */
function checkRunsAtOnce(context, node) {
  if (!node || typeof node.type !== 'string' || /Function|Class/.test(node.type)) return;
  if (node.type === 'AwaitExpression') return context.report({ node, messageId: 'effect' });
  if (node.type === 'CallExpression' || node.type === 'NewExpression') {
    if (!isPureCall(node)) return context.report({ node, messageId: 'effect' });
    return checkRunsAtOnce(context, node.callee);
  }
  if (node.type === 'TaggedTemplateExpression') return checkRunsAtOnce(context, node.tag);
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent' || key === 'typeArguments' || key === 'typeAnnotation') continue;
    for (const child of Array.isArray(value) ? value : [value])
      if (child && typeof child === 'object') checkRunsAtOnce(context, child);
  }
}

/** Nothing happens by importing a module (docs/architecture.md "Directions"). */
const noImportEffects = {
  meta: {
    type: 'problem',
    messages: {
      effect:
        'No side effect on import: export a function (or a getter made on first use) and call it from the entry (main.tsx, index.ts).',
    },
  },
  create: (context) => ({
    Program(program) {
      for (const statement of program.body) {
        if (statement.type === 'ExpressionStatement' && statement.directive) continue;
        if (!DECLARATIONS.test(statement.type)) context.report({ node: statement, messageId: 'effect' });
        const declaration = statement.declaration ?? statement;
        if (declaration.type === 'VariableDeclaration')
          for (const declarator of declaration.declarations) checkRunsAtOnce(context, declarator.init);
        else if (statement.type === 'ExportDefaultDeclaration') checkRunsAtOnce(context, declaration);
      }
    },
  }),
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
  // A module does nothing by being imported: no top-level call outside the entries (the app, the server, the
  // CLI scripts) and the two modules that configure a library before anything uses it.
  {
    files: ['client/src/**/*.{ts,tsx}', 'common/**/*.ts', 'server/**/*.ts'],
    ignores: [
      ...TESTS,
      'client/src/main.tsx',
      'client/src/zodConfig.ts',
      'server/index.ts',
      'server/cli/*.ts',
      'server/db/connection.ts',
    ],
    plugins: { cardplan: { rules: { 'no-import-effects': noImportEffects } } },
    rules: { 'cardplan/no-import-effects': 'error' },
  },
  // Files do one job and stay short: no module passes 300 lines (tests and their kits may).
  {
    files: ['**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  // Screens write through store actions only.
  {
    files: ['client/src/features/**', 'client/src/ui/**', 'client/src/App.tsx'],
    ignores: TESTS,
    rules: {
      'no-restricted-syntax': [
        'error',
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

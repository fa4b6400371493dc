// Flat config. The import rules enforce the design's direction:
//   (gen, lib) -> domain -> api -> session -> scope -> access -> components -> features -> routes -> app
// (lib: pure helpers that know nothing of the console, such as the tree keys every tree uses;
// domain: the rules the console and the sandbox share, without React: roles, the operation
// access table, status moves, validation messages, scope headers)
// nothing imports "upwards", only src/domain and src/api (and the generated form definitions)
// import src/gen, features never import each other, the sandbox imports only src/gen and
// src/domain. tests/unit/import-loops.test.ts finds loops between files and folders.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import pluginQuery from '@tanstack/eslint-plugin-query';
import pluginRouter from '@tanstack/eslint-plugin-router';
import pluginImport from 'eslint-plugin-import';
import globals from 'globals';

const layers = [
  'gen',
  'lib',
  'domain',
  'api',
  'session',
  'scope',
  'access',
  'i18n',
  'components',
  'features',
  'routes',
  'app',
];
const rank = {
  gen: 0,
  lib: 0,
  domain: 0.5,
  api: 1,
  session: 2,
  // The scope dialog and store use the session; the access facts read the scope.
  scope: 2.1,
  access: 2.2,
  i18n: 2,
  components: 3,
  features: 4,
  routes: 5,
  app: 6,
};

// For each layer, the layers above it that it must not import.
const upwardZones = layers.flatMap((layer) =>
  layers
    .filter((other) => rank[other] > rank[layer])
    .map((other) => ({
      target: `./src/${layer}`,
      from: `./src/${other}`,
      message: `src/${layer} sits below src/${other} and must not import it.`,
    })),
);

// Only src/domain and src/api read the generated client types and validators... and the schema
// form's definitions (src/components/schema-form/forms/*.gen.ts, written by codegen), which read
// their form's generated schema module and validator. Nothing else of src/components does.
const genMessage =
  'Only src/domain and src/api (and the generated form definitions) import src/gen; use the wrappers.';
const genZones = [
  ...layers
    .filter((l) => l !== 'gen' && l !== 'domain' && l !== 'api' && l !== 'components')
    .map((layer) => ({ target: `./src/${layer}`, from: './src/gen', message: genMessage })),
  {
    target: [
      './src/components/*',
      './src/components/!(schema-form)/**',
      './src/components/schema-form/!(forms)',
      './src/components/schema-form/!(forms)/**',
      './src/components/schema-form/forms/!(*.gen.ts)',
    ],
    from: './src/gen',
    message: genMessage,
  },
];

// The domain layer reads only the generated contract and itself: the sandbox runs it too.
const domainZones = [
  {
    target: './src/domain',
    from: './src',
    except: ['./domain', './gen'],
    message: 'src/domain imports only src/gen and src/domain: the sandbox shares it.',
  },
];

// No React, router, query or UI package in the domain layer (nor a path alias past the zones).
const noAliases = {
  regex: '^[@~#]/',
  message: 'No path aliases: import by relative path, so the layer rules see the import.',
};
const noUiInDomain = {
  regex: '^(react|react-dom|react-i18next|i18next|@mantine/.*|@tanstack/.*|@rjsf/.*|recharts)(/.*)?$',
  message: 'src/domain has no React, router, query or UI code: the sandbox shares it.',
};

// The sandbox shares only the generated contract and the domain layer with the console.
const sandboxZones = [
  {
    target: './sandbox',
    from: './src',
    except: ['./gen', './domain'],
    message: 'The sandbox imports only src/gen and src/domain; move a shared rule into src/domain.',
  },
];

// Features never import each other: one zone per feature folder present.
const featureDirs = existsSync('./src/features')
  ? readdirSync('./src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const featureZones = featureDirs.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'Features do not import each other; share through src/components or src/api.',
}));

// Untranslated UI strings: JSX text and user-facing attributes must come from i18n.
const untranslated = [
  {
    selector: 'JSXText[value=/[A-Za-z\\u3040-\\u30ff\\u4e00-\\u9faf]/]',
    message: 'Untranslated UI text: use t() from i18n.',
  },
  {
    selector:
      'JSXAttribute[name.name=/^(label|title|placeholder|aria-label|alt|description)$/] > Literal[value=/[A-Za-z]/]',
    message: 'Untranslated UI attribute: use t() from i18n.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'src/gen/**',
      'dist/**',
      'node_modules/**',
      '.sandbox/**',
      '.scratch/**',
      'coverage/**',
      'test-results/**',
      'src/app/routeTree.gen.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { import: pluginImport },
    settings: {
      // The node resolver with TypeScript's extensions (the typescript resolver pulls native
      // binaries the registry here does not carry for every platform, which breaks `npm ci`).
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import/no-cycle': ['error', { ignoreExternal: true }],
      // Relative imports only: the layer zones below resolve paths with the node resolver, so an
      // alias such as '@/...' or '~/...' would slip past them.
      'no-restricted-imports': ['error', { patterns: [noAliases] }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      'import/no-restricted-paths': [
        'error',
        {
          zones: [...upwardZones, ...genZones, ...domainZones, ...featureZones],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noAliases, noUiInDomain] }] },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: sandboxZones }] },
  },
  {
    // Sandbox handlers share helpers through sandbox/data (SQL) and sandbox/http (the HTTP
    // envelope), never by importing each other; tenant ownership is asked of
    // sandbox/data/tenant-ownership.ts, never decided from the role in a handler; SQL runs only
    // in sandbox/data.
    files: ['sandbox/handlers/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...sandboxZones,
            {
              target: './sandbox/handlers/!(index).ts',
              from: './sandbox/handlers',
              message: 'Handlers do not import each other; put what they share in sandbox/data.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            ':matches(BinaryExpression, SwitchStatement, ConditionalExpression) > MemberExpression[property.name="role"]',
          message: 'Ask tenant ownership of sandbox/data/tenant-ownership.ts instead of comparing the role.',
        },
        {
          // Each area's SQL lives in one place: a handler asks sandbox/data/<area>/ for its rows.
          selector: 'CallExpression[callee.type="MemberExpression"][callee.property.name="query"]',
          message: 'Handlers run no SQL: put the query in sandbox/data/<area>/ and call it from here.',
        },
        {
          selector: 'CallExpression[callee.name="readCached"]',
          message: 'Handlers run no SQL: put the query in sandbox/data/<area>/ and call it from here.',
        },
      ],
    },
  },
  ...pluginQuery.configs['flat/recommended'],
  ...pluginRouter.configs['flat/recommended'],
  {
    files: [
      'src/components/**/*.tsx',
      'src/features/**/*.tsx',
      'src/routes/**/*.tsx',
      'src/app/**/*.tsx',
      'src/session/**/*.tsx',
      'src/scope/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...untranslated] },
  },
);

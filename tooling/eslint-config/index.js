// Shared ESLint flat config for the Folio monorepo (STYLE.md §10).
//
// Composable pieces, each an array of flat-config objects:
//   ignores     generated, built and vendored folders
//   base        typescript-eslint type-checked rules and the house rules for every file
//   node        Node globals for servers, packages, CLI, e2e and scripts
//   react       react-hooks rules and browser globals for apps/web
//   naming      kebab-case file and folder names (eslint-plugin-check-file)
//   boundaries  import zones and import cycles (eslint-plugin-import-x)
// The default export is all of them in that order; the root eslint.config.js uses it.
//
// Globs are relative to the repository root, where eslint.config.js lives, so linting from a
// package folder (`pnpm --filter @folio/web lint`) applies the same rules.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The repository root: this file lives in tooling/eslint-config/. */
export const repoRoot = resolve(import.meta.dirname, '../..');

const TS_FILES = ['**/*.{ts,tsx,mts,cts}'];
const JS_FILES = ['**/*.{js,mjs,cjs}'];

/** Lists the sub-folders of a repo folder (empty when it does not exist yet). */
function listFolders(relativeDir) {
  const dir = join(repoRoot, relativeDir);
  if (!existsSync(dir)) {
    return [];
  }
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => entry.name);
}

/** `known` plus whatever exists on disk, so a new app or feature is covered without an edit. */
function withFolders(relativeDir, known) {
  return [...new Set([...known, ...listFolders(relativeDir)])].sort();
}

const APPS = withFolders('apps', ['cli', 'middleware', 'service', 'web']);
const PACKAGES = withFolders('packages', ['core', 'documents', 'sdk', 'server']);
// STYLE.md §1: the web app's feature folders.
const WEB_FEATURES = withFolders('apps/web/src/features', [
  'auth',
  'chatbot',
  'dashboard',
  'extractor',
  'files',
  'terms',
  'utils',
]);
// apps/middleware/src: the shared layers every feature may import. Every other folder there is a
// feature, which the others reach only through its front door, `<feature>/<feature>.feature.ts`
// (docs/dev/features.md); app.ts, routes.ts and the other top-level files compose them.
const MIDDLEWARE_SRC = 'apps/middleware/src';
const MIDDLEWARE_SHARED = ['ai', 'balance', 'blobs', 'db', 'jobs', 'mail', 'testing', 'web'];
const MIDDLEWARE_FEATURES = withFolders(MIDDLEWARE_SRC, [
  'api-keys',
  'auth',
  'dashboard',
  'docdb',
  'extractor',
  'profile',
  'storage',
  'system',
]).filter((name) => !MIDDLEWARE_SHARED.includes(name));
// Known debts, each a path inside a feature that a shared layer still imports: the AI extraction
// step (ai/extraction) reads the built-in engine's types and line model.
const MIDDLEWARE_SHARED_DEBTS = { ai: { extractor: ['./engine'] } };

// Server-side code the web app must never import (ARCHITECTURE.md "Rules of the house").
const SERVER_ONLY = [
  'apps/middleware',
  'apps/service',
  'apps/cli',
  'packages/documents',
  'packages/server',
];

export const ignores = [
  globalIgnores([
    '**/dist/**',
    '**/node_modules/**',
    '.tools/**',
    'data/**',
    'datasets/**',
    'coverage/**',
    '**/coverage/**',
    'packages/sdk/src/generated/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '**/.vite/**',
  ]),
];

/** Where `process.env` may be read (t3's restrictEnvAccess): config modules, tooling, tests. */
const ENV_ALLOWED = [
  'apps/*/src/config.ts',
  'scripts/**',
  '{apps,packages}/*/scripts/**',
  'e2e/**',
  '**/*.test.{ts,tsx}',
  '**/testing/**',
  '**/testing.ts',
  '**/*.config.{ts,mts,js,mjs}',
];

/** Where `console` may be used: the CLI's one output module, scripts, e2e support code. */
const CONSOLE_ALLOWED = [
  'apps/cli/src/output.ts',
  'scripts/**',
  '{apps,packages}/*/scripts/**',
  'e2e/support/**',
  'e2e/*.config.ts',
];

const ENV_MESSAGE =
  'Read the environment only in the app config module (apps/*/src/config.ts) and pass values down.';

// no-restricted-syntax entries. The env entry is switched off where ENV_ALLOWED applies.
const ENV_IMPORT_SYNTAX = {
  selector:
    "ImportDeclaration[source.value=/^(node:)?process$/] > ImportSpecifier[imported.name='env']",
  message: ENV_MESSAGE,
};
// STYLE.md §2: prefer `type`; `interface` only for declaration merging, which happens inside
// `declare module` / `declare global` blocks and is therefore allowed there.
const INTERFACE_SYNTAX = {
  selector:
    'Program > TSInterfaceDeclaration, Program > ExportNamedDeclaration > TSInterfaceDeclaration',
  message: 'Use a `type`; `interface` only for declaration merging inside `declare module`.',
};

export const base = [
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({
    ...config,
    files: config.files ?? TS_FILES,
  })),
  {
    name: 'folio/base/type-info',
    files: TS_FILES,
    languageOptions: {
      parserOptions: {
        // Every TypeScript file belongs to a tsconfig: a package's, or the root one for scripts/.
        projectService: true,
        tsconfigRootDir: repoRoot,
      },
    },
  },
  {
    name: 'folio/base/rules',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      curly: ['error', 'all'],
      eqeqeq: ['error', 'always'],
      'no-console': 'error',
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: ENV_MESSAGE },
      ],
      'no-restricted-syntax': ['error', ENV_IMPORT_SYNTAX, INTERFACE_SYNTAX],
      'prefer-const': 'error',
      'object-shorthand': 'error',
    },
  },
  {
    name: 'folio/base/typescript',
    files: TS_FILES,
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      // Handler objects implement async interfaces (fastify routes, SDK fakes) without awaiting.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
    },
  },
  {
    name: 'folio/base/env-allowed',
    files: ENV_ALLOWED,
    rules: {
      'no-restricted-properties': 'off',
      'no-restricted-syntax': ['error', INTERFACE_SYNTAX],
    },
  },
  {
    name: 'folio/base/console-allowed',
    files: CONSOLE_ALLOWED,
    rules: { 'no-console': 'off' },
  },
  {
    // Plain .js files (this config, prettier config) are linted without type information.
    ...tseslint.configs.disableTypeChecked,
    name: 'folio/base/javascript',
    files: JS_FILES,
    languageOptions: { globals: globals.node },
  },
];

export const node = [
  {
    name: 'folio/node',
    files: [
      ...PACKAGES.map((name) => `packages/${name}/**/*.{ts,mts,cts}`),
      ...APPS.filter((name) => name !== 'web').map((name) => `apps/${name}/**/*.{ts,mts,cts}`),
      'apps/web/*.config.ts',
      'e2e/**/*.ts',
      'scripts/**/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
];

export const react = [
  {
    name: 'folio/react',
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.flat.recommended.rules },
  },
];

// Each dot-separated part of the name is kebab-case: `auth.routes.ts`, `session.machine.test.ts`,
// `vite-env.d.ts`. The last extension is not part of the checked name.
const KEBAB = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const KEBAB_PARTS = `@(${KEBAB})*(.@(${KEBAB}))`;

export const naming = [
  {
    name: 'folio/naming',
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mts,cts,js,mjs,cjs}': KEBAB_PARTS },
        {
          errorMessage:
            'File "{{ target }}" is not kebab-case: use kebab-case parts such as auth.routes.ts (STYLE.md §2).',
        },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '**/src/**/': 'KEBAB_CASE', 'e2e/**/': 'KEBAB_CASE', 'scripts/**/': 'KEBAB_CASE' },
      ],
    },
  },
];

/**
 * Middleware zones: a feature imports another only through its front door; a test, or a
 * feature's `testing/` helpers, may also use another feature's `testing/` helpers. Shared layers
 * import features only through their front doors too (job handlers come from there).
 */
function middlewareZones({ withTestDoors }) {
  const zones = [];
  const doorOf = (feature) => [`./${feature}.feature.ts`, ...(withTestDoors ? ['./testing'] : [])];
  for (const target of [...MIDDLEWARE_FEATURES, ...MIDDLEWARE_SHARED]) {
    for (const feature of MIDDLEWARE_FEATURES.filter((name) => name !== target)) {
      zones.push({
        target: `${MIDDLEWARE_SRC}/${target}`,
        from: `${MIDDLEWARE_SRC}/${feature}`,
        except: [...doorOf(feature), ...(MIDDLEWARE_SHARED_DEBTS[target]?.[feature] ?? [])],
        message: `Import the ${feature} feature only through ${feature}/${feature}.feature.ts (docs/dev/features.md).`,
      });
    }
  }
  return zones;
}

/** import-x zones: `target` may not import from `from` (paths relative to the repo root). */
function importZones({ withTestDoors = false } = {}) {
  const zones = [
    {
      target: 'packages',
      from: 'apps',
      message: 'Packages never import apps (arrows point down: apps -> packages).',
    },
    {
      target: 'packages/sdk',
      from: 'packages',
      except: ['./sdk'],
      message: '@folio/sdk depends on nothing of ours.',
    },
    {
      target: 'packages/documents',
      from: 'packages',
      except: ['./documents'],
      message: '@folio/documents depends on nothing of ours.',
    },
    {
      target: 'apps/web',
      from: SERVER_ONLY,
      message: 'The web app never imports server or CLI code.',
    },
  ];
  for (const app of APPS) {
    zones.push({
      target: `apps/${app}`,
      from: 'apps',
      except: [`./${app}`],
      message: 'No app imports another app; share code through a package.',
    });
  }
  for (const feature of WEB_FEATURES) {
    zones.push({
      target: `apps/web/src/features/${feature}`,
      from: 'apps/web/src/features',
      except: [`./${feature}`],
      message: 'Web features never import each other; compose them in apps/web/src/app/.',
    });
  }
  zones.push(...middlewareZones({ withTestDoors }));
  return zones;
}

/** no-restricted-imports by package name, for imports the path zones cannot resolve. */
function restrictedPackages(names, message) {
  return [
    'error',
    {
      patterns: [{ group: names, message }],
    },
  ];
}

const appPackages = (except) =>
  APPS.filter((name) => name !== except).map((name) => `@folio/${name}`);

export const boundaries = [
  {
    name: 'folio/boundaries/imports',
    files: TS_FILES,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json', '.node'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'], '.mjs': ['.mts', '.mjs'] },
          // Workspace packages resolve to their TypeScript source (tsconfig.base.json).
          conditionNames: ['@folio/source', 'import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: repoRoot, zones: importZones() }],
      'import-x/no-cycle': ['error', { ignoreExternal: true, maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
    },
  },
  {
    // Tests and test helpers may also open another middleware feature's `testing/` door.
    name: 'folio/boundaries/test-doors',
    files: ['**/*.test.{ts,tsx}', '**/testing/**/*.{ts,tsx}', '**/testing.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: repoRoot, zones: importZones({ withTestDoors: true }) },
      ],
    },
  },
  {
    name: 'folio/boundaries/packages',
    files: ['packages/**'],
    rules: {
      'no-restricted-imports': restrictedPackages(
        appPackages(),
        'Packages never import apps (arrows point down: apps -> packages).',
      ),
    },
  },
  {
    name: 'folio/boundaries/sdk-and-documents',
    files: ['packages/sdk/**', 'packages/documents/**'],
    rules: {
      'no-restricted-imports': restrictedPackages(
        ['@folio/*'],
        '@folio/sdk and @folio/documents depend on nothing of ours.',
      ),
    },
  },
  ...APPS.map((app) => ({
    name: `folio/boundaries/app-${app}`,
    files: [`apps/${app}/**`],
    rules: {
      'no-restricted-imports': restrictedPackages(
        app === 'web'
          ? [...appPackages(app), '@folio/documents', '@folio/server']
          : appPackages(app),
        app === 'web'
          ? 'The web app imports only @folio/sdk and @folio/core, never server or CLI code.'
          : 'No app imports another app; share code through a package.',
      ),
    },
  })),
];

export default [...ignores, ...base, ...node, ...react, ...naming, ...boundaries];

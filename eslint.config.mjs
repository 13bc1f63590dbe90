// ESLint for the repository (flat config). `npm run lint` runs it; every rule is an error.
//
// Sections:
//   1. files and ignores
//   2. language rules: ESLint's recommended set and typescript-eslint's recommended set (syntax
//      only — no type-aware rules, so the run stays fast)
//   3. imports: how `@/…` resolves, no import cycles
//   4. client boundaries (src/): features, core, components, pages
//   5. server (server/): import cycles and area boundaries
//   6. the API contract on the client: only types from @contract/<area>
//   7. relaxations for tests
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { builtinRules } from 'eslint/use-at-your-own-risk'
import { defineConfig } from 'eslint/config'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'

const root = path.dirname(fileURLToPath(import.meta.url))

const CODE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}'
const JS = '**/*.{js,jsx,mjs,cjs}'

/**
 * ESLint's own recommended rules, read from the rules' metadata (the `@eslint/js` package, which
 * only carries this list, is not a dependency of this repository).
 */
const eslintRecommended = Object.fromEntries(
  [...builtinRules].filter(([, rule]) => rule.meta?.docs?.recommended).map(([name]) => [name, 'error']),
)

/** Node's globals, for the few plain-JavaScript files (scripts, Jest and Babel config). */
const nodeGlobals = Object.fromEntries(
  [
    'process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'AbortController', 'TextEncoder', 'TextDecoder',
    'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate',
    'queueMicrotask', 'structuredClone', 'fetch', 'performance', 'globalThis',
  ].map((name) => [name, 'readonly']),
)
const commonJsGlobals = { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly', __filename: 'readonly' }

// ---- 4. client boundaries -------------------------------------------------------------------
//
// import-x/no-restricted-paths has no "any other folder than my own" pattern, so the feature rule
// is made per folder from what is on disk: every folder of src/features gets a zone that forbids
// all of src/features except itself. A new feature folder is covered without touching this file.
const FEATURES = 'src/features'
const featureAreas = fs
  .readdirSync(path.join(root, FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const PAGES = ['src/pages', 'src/packages']

const clientZones = [
  ...featureAreas.map((area) => ({
    target: `${FEATURES}/${area}`,
    from: FEATURES,
    except: [`./${area}`],
    message: `A feature never imports another feature: move what both need to src/core (logic) or src/components (UI).`,
  })),
  {
    target: FEATURES,
    from: PAGES,
    message: 'Features never import pages: a page composes features, not the other way round.',
  },
  {
    target: 'src/core',
    from: [FEATURES, 'src/components', ...PAGES],
    message: 'src/core is the bottom layer: it never imports features, components or pages (invert with an event or a parameter).',
  },
  {
    target: 'src/components',
    from: [FEATURES, ...PAGES],
    message: 'Shared components never import features or pages: pass what they need in as props.',
  },
]

// ---- 5. server boundaries ------------------------------------------------------------------
//
// An area (server/src/areas/<name>) is private to itself: from outside, only its index.ts (the
// area and its small public interface) and its schemas.ts (its part of the API contract) may be imported. Shared code and the core never import
// an area at all. Tests may reach into areas; they test them.
const AREAS = 'server/src/areas'
const serverAreas = fs
  .readdirSync(path.join(root, AREAS), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

const serverZones = [
  ...serverAreas.map((area) => ({
    target: [
      ...serverAreas.filter((other) => other !== area).map((other) => `${AREAS}/${other}`),
      'server/src/db',
      'server/src/app.ts',
      'server/src/main.ts',
      `${AREAS}/index.ts`,
    ],
    from: `${AREAS}/${area}`,
    // Its schemas.ts is the area's part of the API contract: public, and free of server code.
    except: ['./index.ts', './schemas.ts'],
    message: `Another area's internals are private: import its public interface (areas/${area}/index.ts) or its contract (schemas.ts), or move what both need to server/src/shared.`,
  })),
  {
    target: ['server/src/shared', 'server/src/core', 'server/src/store', 'server/src/providers'],
    from: AREAS,
    message: 'Shared code and the core never depend on an area: the area registers with them (see areas/area.ts) instead.',
  },
]

export default defineConfig(
  // ---- 1. files and ignores ----
  {
    name: 'xinzhan/ignores',
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'coverage/**',
      '.swc/**',
      '.taro-cache/**',
      'test-results/**',
      'bench/results/**',
      'data/**',
      'server/media/**',
    ],
  },

  // ---- 2. language rules ----
  {
    name: 'xinzhan/eslint-recommended',
    files: [CODE],
    rules: eslintRecommended,
  },
  tseslint.configs.recommended,
  {
    name: 'xinzhan/language',
    files: [CODE],
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // The house style: `_name` marks an argument or binding that is unused on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  {
    name: 'xinzhan/javascript',
    files: [JS],
    languageOptions: { globals: nodeGlobals },
  },
  {
    name: 'xinzhan/commonjs',
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs', globals: { ...nodeGlobals, ...commonJsGlobals } },
    rules: {
      // CommonJS config files (jest.config.js, babel.config.js) load with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },

  // ---- 3. imports ----
  {
    name: 'xinzhan/imports',
    files: [CODE],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      // One lint run reads each module once (the default 30 s lifetime re-reads them mid-run).
      'import-x/cache': { lifetime: Infinity },
    },
    rules: {
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    name: 'xinzhan/client-cycles',
    files: [`src/${CODE}`],
    rules: {
      // Type-only imports do not count (they leave no trace in the bundle).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },

  // ---- 4. client boundaries (zones above) ----
  {
    name: 'xinzhan/client-boundaries',
    files: [`src/${CODE}`],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: clientZones }],
    },
  },

  // ---- 5. server (zones above) ----
  {
    name: 'xinzhan/server-imports',
    files: [`server/${CODE}`],
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'server/tsconfig.json') })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: serverZones }],
    },
  },
  {
    name: 'xinzhan/server-migrations',
    files: ['server/src/db/migrations/**'],
    rules: {
      // A migration works on the schema as it was then, not on today's table types (Kysely<any>).
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    name: 'xinzhan/server-tests',
    files: ['server/test/**', 'server/bench/**'],
    rules: {
      // Test doubles and fixtures read untyped JSON answers.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  // ---- 6. the API contract on the client ----
  {
    name: 'xinzhan/contract',
    files: [`src/${CODE}`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@contract/*'],
              allowTypeImports: true,
              message: 'The client takes only types from the API contract: `import type { … } from \'@contract/<area>\'` (no bundle cost).',
            },
            {
              regex: '(^|/)server/',
              message: 'The client never imports server code: take the types of the API contract from @contract/<area>.',
            },
          ],
        },
      ],
    },
  },

  // ---- 7. relaxations ----
  {
    name: 'xinzhan/tests',
    files: ['tests/**'],
    rules: {
      // jest.isolateModules and jest.doMock need require() to load a fresh copy of a module.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
)

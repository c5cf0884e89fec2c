import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { noImportCycle } from './eslint/no-import-cycle.js';
import { noPagePath } from './eslint/no-page-path.js';

/**
 * The layers (docs/decisions/0070-layers-enforced-by-lint.md):
 *   src/app → src/features → src/blocks → src/addresses → src/shared, src/api, src/i18n
 * Each imports only what is to its right; no exception draws an arrow the other way.
 * A feature never imports another feature: the app layer composes them (routes, layouts). A domain
 * part that several features show (news cards, the services block, office addresses) is a block.
 * The mock may use src/api and src/i18n only; the site never imports the mock, build code, scripts
 * or tests.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  {
    target: ['./src/shared', './src/api', './src/i18n'],
    from: ['./src/addresses', './src/blocks', './src/features', './src/app'],
    message:
      'shared, api and i18n sit below the addresses, the blocks, the features and the app: they never import them.',
  },
  {
    target: './src/addresses',
    from: ['./src/blocks', './src/features', './src/app'],
    message:
      'The page addresses (decision 0191) sit below the blocks and the features: they never import them or the app.',
  },
  {
    target: './src/blocks',
    from: ['./src/features', './src/app'],
    message: 'A block is a part several features show: it never imports a feature or the app.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'A feature never imports the app layer: the app hands it what it needs as props.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another feature: compose them in src/app (a prop or slot), or move the shared part to src/blocks (domain) or src/shared (generic).',
  })),
  {
    target: './mock-api',
    from: './src',
    except: ['./api', './i18n'],
    message: 'The mock may use the site’s contract (src/api) and texts (src/i18n) only.',
  },
  {
    target: './mock-api',
    from: ['./scripts', './tests'],
    message: 'The mock never depends on scripts or tests.',
  },
];

/**
 * The shipped site never imports the mock, the build's own code, the scripts or the tests (its own
 * tests may use tests/support).
 */
const siteZones = [
  {
    target: './src',
    from: ['./mock-api', './build', './scripts', './tests'],
    message: 'The site never imports the mock, the build code, the scripts or the tests.',
  },
];

/**
 * The entity schemas (src/api/schemas.ts, decision 0190) are for the mock, the contract and the
 * tests: the site takes only their types, so Zod never reaches the visitor's bundle.
 */
const noValidationRuntime = {
  paths: [
    {
      name: 'zod',
      allowTypeImports: true,
      message: 'The site ships no validation runtime: import types only (`import type`).',
    },
  ],
  patterns: [
    {
      group: ['**/api/schemas', './schemas'],
      allowTypeImports: true,
      message:
        'The site takes only types from the entity schemas: `import type`, or the types of src/api/types.ts.',
    },
  ],
};

/**
 * src/shared knows nothing of the site's content or its API (decision 0070): no call, query, error
 * or entity of src/api, no dictionary of the API's texts; only the language types (`Lang`,
 * `LangText`, `LANGS`) of src/api/types.ts. What knows the API is a block, a feature or the app.
 */
const sharedKnowsNoApi = [
  {
    group: ['**/api/*', '!**/api/types'],
    message:
      'src/shared is generic: a part that calls or reads the API belongs in src/blocks, a feature or src/app.',
  },
  {
    group: ['**/api/types'],
    allowImportNames: ['Lang', 'LangText', 'LANGS'],
    message:
      'src/shared takes only the language types from src/api/types.ts: an entity shape belongs in src/blocks or a feature.',
  },
  {
    group: ['**/i18n/content', '**/i18n/siteName'],
    message:
      "src/shared is generic: the texts of the API's dictionary are read in src/blocks, a feature or src/app.",
  },
];

const TEST_FILES = [
  '**/*.test.{ts,tsx}',
  'src/**/testing.tsx',
  'src/**/*TestUtils.tsx',
  'src/**/*.test-data.ts',
];

export default tseslint.config(
  { ignores: ['dist', 'dist-ssr', 'node_modules', 'fixtures', 'public', 'coverage', 'tests/.artifacts'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommendedTypeChecked],
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {
      'import-x': importX,
      local: { rules: { 'no-import-cycle': noImportCycle, 'no-page-path': noPagePath } },
    },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] })],
    },
    rules: { 'local/no-import-cycle': 'error' },
  },
  {
    // Tests wire layers together the way the app does (a page with its router, say): the layer
    // rules hold for the code that ships and for the mock, the cycle rule for everything.
    files: ['src/**/*.{ts,tsx}', 'mock-api/**/*.ts'],
    ignores: TEST_FILES,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...layerZones, ...siteZones] },
      ],
    },
  },
  {
    // A page's address comes from the page table (src/addresses/href.ts, decision 0191): a page path typed
    // in a string fails, outside the table itself. The API's call table is left out: its paths sit
    // below /api/v1/ (`/services/` is a list there, not a page's prefix). Tests are left out too: a
    // test states the address it expects as written, so a wrong address from href() cannot pass it.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    ignores: [...TEST_FILES, 'src/addresses/pagePaths.ts', 'src/app/pages.ts', 'src/api/calls.ts'],
    rules: { 'local/no-page-path': 'error' },
  },
  {
    // Every link names the language shown (decision 0028): the site's Link, NavLink and Navigate
    // (src/shared/LangLink.tsx) put it in the address; the router's own would drop it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/shared/LangLink.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'Navigate'],
              message: "Use src/shared/LangLink.tsx: its links keep the visitor's language in the address.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES, 'src/api/schemas.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', noValidationRuntime] },
  },
  {
    // The same rule with the generic layer's own limits (a later block replaces the rule's options).
    files: ['src/shared/**/*.{ts,tsx}'],
    ignores: [...TEST_FILES],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { ...noValidationRuntime, patterns: [...noValidationRuntime.patterns, ...sharedKnowsNoApi] },
      ],
    },
  },
  {
    files: ['**/*.js'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);

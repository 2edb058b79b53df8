import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { layerBoundaries } from './eslint/layer-boundaries.js';
import { floatDecimalAllowlist, noFloatDecimals } from './eslint/no-float-decimals.js';

// Server modules (docs/architecture.md): a module is reached only through its index.ts
// (layer-boundaries/module-index-only, an allow-list); its SQL is its own, another module asks
// its service, handed over in deps. Routes do HTTP only and call their service.
const routesCallServices = {
  group: ['./queries', './*-sql', '**/db/**'],
  message:
    'Routes call their service only; SQL and transactions live in the use cases and queries.ts.',
};

// Product code: no file over 400 lines, no function over 80 (issue 29). Tests and seeds have their
// own limits below (docs/decisions/architecture.md "Size limits").
const PRODUCT = ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'];
const TESTS = ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'apps/server/src/testing/**/*.ts'];
const SEEDS = ['apps/server/src/db/seed/**/*.ts'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      'feature-boundaries': featureBoundaries,
      'layer-boundaries': layerBoundaries,
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'feature-boundaries/no-cross-feature-imports': 'error',
      // app -> features -> components and lib, never back (bulletproof-react's zones).
      'layer-boundaries/web-direction': 'error',
      // Features do not import each other; compose them in app/ (STYLE.md rule 10).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/*/**', '../../features/**'],
              message: 'Features must not import other features; compose in app/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    plugins: { 'layer-boundaries': layerBoundaries },
    rules: { 'layer-boundaries/module-index-only': 'error' },
  },
  {
    // The benchmarks run the modules' own statements outside the app (bench:overhead's floor);
    // tests build a module's service on their own database.
    files: ['apps/server/src/bench/**/*.ts', ...TESTS],
    rules: { 'layer-boundaries/module-index-only': 'off' },
  },
  {
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routesCallServices] }] },
  },
  {
    files: PRODUCT,
    rules: { 'max-lines': ['error', 400], 'max-lines-per-function': ['error', 80] },
  },
  {
    // A test file's describe block holds its stories; the fake servers and factories are long.
    files: TESTS,
    rules: { 'max-lines': ['error', 800], 'max-lines-per-function': ['error', 350] },
  },
  {
    // A seed writes one area's demo records in one function with its own random stream.
    files: SEEDS,
    ignores: TESTS,
    rules: { 'max-lines': ['error', 400], 'max-lines-per-function': ['error', 300] },
  },
  {
    // Money, quantities and percents never pass through a float (eslint/no-float-decimals.js).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: floatDecimalAllowlist,
    rules: { 'no-restricted-syntax': noFloatDecimals },
  },
  {
    files: ['scripts/**', '.ci/**', 'apps/server/build.mjs', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
);

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './eslint/feature-boundaries.js';
import { floatDecimalAllowlist, noFloatDecimals } from './eslint/no-float-decimals.js';

// Server modules (docs/architecture.md): a module's SQL is its own; another module asks its
// service, handed over in deps. Routes do HTTP only and call their service.
const otherModulesSql = {
  group: [
    '../*/queries',
    '../../*/queries',
    '**/modules/*/queries',
    '../*/*-sql',
    '../../*/*-sql',
    '**/modules/*/*-sql',
  ],
  message: "Another module's SQL is off limits: ask its service (pass it in the module's deps).",
};
const routesCallServices = {
  group: ['./queries', './*-sql', '**/db/**'],
  message:
    'Routes call their service only; SQL and transactions live in service.ts and queries.ts.',
};

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
    plugins: { 'react-hooks': reactHooks, 'feature-boundaries': featureBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'feature-boundaries/no-cross-feature-imports': 'error',
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
    rules: { 'no-restricted-imports': ['error', { patterns: [otherModulesSql] }] },
  },
  {
    // The benchmarks run the modules' own statements outside the app (bench:overhead's floor).
    files: ['apps/server/src/bench/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [otherModulesSql, routesCallServices] }],
    },
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

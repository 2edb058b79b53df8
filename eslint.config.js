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

/**
 * THE exception list (issue 29): product files not yet split into use cases and small functions,
 * or still reaching into another module. Each is named with its reason in
 * docs/decisions/architecture.md ("Files not yet split"). The size limits and the module boundary
 * are off for these files only; delete a line when its file is split. Nothing else is excepted.
 */
const NOT_YET_SPLIT = {
  'apps/server/src/modules/files/service.ts':
    'createFilesService 84 lines after the receipts reply hook; split storeUpload out',
  'apps/web/src/features/cost-logging/components/log-dialogs.tsx':
    'LaborDialog 89, InventoryDialog 87 lines; written before the limits landed',
  'apps/web/src/features/cost-logging/pages/cost-logging-panel.tsx':
    'ConditionLogging 137 lines; written before the limits landed',
  'apps/web/src/features/dashboards/components/leaderboard-accordion.tsx':
    'LeaderboardAccordion 94 lines; written before the limits landed',
  'apps/web/src/features/goals/pages/team-member-goals-page.tsx':
    'TeamMemberGoalsPage 81 lines; written before the limits landed',
  'apps/web/src/features/security-roles/components/role-members-dialog.tsx':
    'RoleMembersDialog 90 lines; written before the limits landed',
  'apps/web/src/features/security-roles/pages/security-roles-page.tsx':
    'SecurityRolesPage 91 lines; written before the limits landed',
  'apps/server/src/app.ts': 'buildApp 150 lines; to be split by issue 29 part two',
  'apps/server/src/bench/overhead.ts': '443 lines; to be split by issue 29 part two',
  'apps/server/src/faults/crash-writes.ts':
    'crashDuringWrites 108 lines; to be split by issue 29 part two',
  'apps/server/src/lib/accounting/acumatica/client.ts':
    '785 lines; doSignIn 84 lines; to be split by issue 29 part two',
  'apps/server/src/lib/accounting/acumatica/gateway.ts':
    '704 lines; to be split by issue 29 part two',
  'apps/server/src/modules/browser/service.ts':
    'a function 90 lines; to be split by issue 29 part two',
  'apps/server/src/modules/contract-page/document.ts':
    'a function 115 lines; to be split by issue 29 part two',
  'apps/server/src/modules/contract-page/pdf.ts':
    'a function 104 lines; to be split by issue 29 part two',
  'apps/server/src/modules/crm/service.ts':
    'setContact 89 lines; a function 83 lines; to be split by issue 29 part two',
  'apps/server/src/modules/email/service.ts':
    'a function 139 lines; to be split by issue 29 part two',
  'apps/server/src/modules/inclusions/service.ts':
    'a function 119 lines; to be split by issue 29 part two',
  'apps/server/src/modules/inspections/service.ts':
    'a function 209 lines; saveResult 102 lines; to be split by issue 29 part two',
  'apps/server/src/modules/mobile/index.ts':
    'being changed by another engineer now; imports another module’s internals; to be split by issue 29 part two',
  'apps/server/src/modules/mobile/service.ts':
    'being changed by another engineer now; a function 283 lines; imports another module’s internals; to be split by issue 29 part two',
  'apps/server/src/modules/project/service.ts':
    'a function 173 lines; setProjectInfo 87 lines; to be split by issue 29 part two',
  'apps/server/src/modules/session/oidc.ts':
    'a function 84 lines; to be split by issue 29 part two',
  'apps/server/src/modules/session/routes.ts':
    'a function 94 lines; to be split by issue 29 part two',
  'apps/server/src/modules/timesheet/service.ts':
    'a function 132 lines; to be split by issue 29 part two',
  'apps/server/src/modules/training/service.ts':
    'a function 90 lines; to be split by issue 29 part two',
  'apps/web/src/app/shell/top-bar.tsx': 'a function 91 lines; to be split by issue 29 part two',
  'apps/web/src/components/form/select-field.tsx':
    'a function 101 lines; to be split by issue 29 part two',
  'apps/web/src/components/signature-pad.tsx':
    'a function 118 lines; to be split by issue 29 part two',
  'apps/web/src/features/browser/components/browser-columns.ts':
    'a function 117 lines; to be split by issue 29 part two',
  'apps/web/src/features/browser/components/project-links-cell.tsx':
    'a function 89 lines; to be split by issue 29 part two',
  'apps/web/src/features/browser/pages/browser-page.tsx':
    'a function 130 lines; to be split by issue 29 part two',
  'apps/web/src/features/contract-page/components/contract-document.tsx':
    'a function 217 lines; to be split by issue 29 part two',
  'apps/web/src/features/contract-page/components/sign-dialog.tsx':
    'a function 82 lines; to be split by issue 29 part two',
  'apps/web/src/features/contracts/components/alternate-table.tsx':
    'being changed by another engineer now; a function 112 lines; to be split by issue 29 part two',
  'apps/web/src/features/contracts/components/contract-detail-table.tsx':
    'being changed by another engineer now; a function 82 lines; to be split by issue 29 part two',
  'apps/web/src/features/contracts/components/contract-table.tsx':
    'being changed by another engineer now; a function 274 lines; a function 159 lines; a function 148 lines; to be split by issue 29 part two',
  'apps/web/src/features/contracts/components/contracts-tab.tsx':
    'being changed by another engineer now; 510 lines; a function 353 lines; to be split by issue 29 part two',
  'apps/web/src/features/contracts/components/project-info-contracts.tsx':
    'being changed by another engineer now; a function 94 lines; to be split by issue 29 part two',
  'apps/web/src/features/contracts/pages/alternate-approval-page.tsx':
    'being changed by another engineer now; a function 86 lines; to be split by issue 29 part two',
  'apps/web/src/features/crm/components/company-section.tsx':
    'a function 109 lines; to be split by issue 29 part two',
  'apps/web/src/features/crm/components/contact-editor-dialog.tsx':
    'a function 172 lines; to be split by issue 29 part two',
  'apps/web/src/features/crm/components/contact-section.tsx':
    'a function 90 lines; to be split by issue 29 part two',
  'apps/web/src/features/crm/pages/crm-page.tsx':
    'a function 134 lines; to be split by issue 29 part two',
  'apps/web/src/features/estimating/components/condition-card.tsx':
    '444 lines; a function 260 lines; to be split by issue 29 part two',
  'apps/web/src/features/estimating/components/inclusion-top-menu.tsx':
    'a function 122 lines; to be split by issue 29 part two',
  'apps/web/src/features/estimating/components/sub-bids.tsx':
    'a function 123 lines; a function 84 lines; to be split by issue 29 part two',
  'apps/web/src/features/estimating/components/template-request-dialog.tsx':
    'a function 86 lines; to be split by issue 29 part two',
  'apps/web/src/features/estimating/pages/inclusion-editor-page.tsx':
    'a function 102 lines; to be split by issue 29 part two',
  'apps/web/src/features/inspections/components/checklist-dialog.tsx':
    '405 lines; a function 158 lines; a function 137 lines; to be split by issue 29 part two',
  'apps/web/src/features/inspections/components/criterion-control.tsx':
    'a function 102 lines; to be split by issue 29 part two',
  'apps/web/src/features/inspections/pages/inspections-page.tsx':
    'a function 103 lines; to be split by issue 29 part two',
  'apps/web/src/features/jobs/pages/background-jobs-page.tsx':
    'a function 133 lines; a function 100 lines; to be split by issue 29 part two',
  'apps/web/src/features/mobile/components/mobile-layout.tsx':
    'being changed by another engineer now; a function 81 lines; to be split by issue 29 part two',
  'apps/web/src/features/mobile/pages/assignments-page.tsx':
    'being changed by another engineer now; a function 106 lines; to be split by issue 29 part two',
  'apps/web/src/features/mobile/pages/job-startup-page.tsx':
    'being changed by another engineer now; a function 97 lines; to be split by issue 29 part two',
  'apps/web/src/features/mobile/pages/mobile-project-info-page.tsx':
    'being changed by another engineer now; a function 86 lines; to be split by issue 29 part two',
  'apps/web/src/features/notes/components/note-add-form.tsx':
    'a function 92 lines; to be split by issue 29 part two',
  'apps/web/src/features/notes/components/recipients-editor.tsx':
    'a function 83 lines; to be split by issue 29 part two',
  'apps/web/src/features/outbox/components/outbox-message-dialog.tsx':
    'a function 94 lines; to be split by issue 29 part two',
  'apps/web/src/features/outbox/components/outbox-table.tsx':
    'a function 90 lines; to be split by issue 29 part two',
  'apps/web/src/features/project/components/forecast-grid.tsx':
    'a function 110 lines; a function 102 lines; to be split by issue 29 part two',
  'apps/web/src/features/project/components/project-info-fields.tsx':
    'a function 123 lines; to be split by issue 29 part two',
  'apps/web/src/features/session/components/demo-sign-in.tsx':
    'a function 100 lines; to be split by issue 29 part two',
  'apps/web/src/features/session/pages/login-page.tsx':
    'a function 87 lines; to be split by issue 29 part two',
  'apps/web/src/features/timesheet/components/timesheet-table.tsx':
    'a function 119 lines; to be split by issue 29 part two',
  'apps/web/src/features/timesheet/pages/weekly-timesheet-page.tsx':
    'a function 135 lines; to be split by issue 29 part two',
  'apps/web/src/features/tracking/components/cost-management-table.tsx':
    'a function 85 lines; to be split by issue 29 part two',
  'apps/web/src/features/tracking/components/money-table.tsx':
    'a function 82 lines; to be split by issue 29 part two',
  'packages/shared/src/contract-page/terms.ts':
    'a function 88 lines; to be split by issue 29 part two',
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
    files: Object.keys(NOT_YET_SPLIT),
    rules: {
      'max-lines': 'off',
      'max-lines-per-function': 'off',
      'layer-boundaries/module-index-only': 'off',
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

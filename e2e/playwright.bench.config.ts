import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/**
 * Browser measurements (`npm run bench:editor`): the end-to-end setup (built app, Chromium, the
 * guards) on the files of e2e/bench/, which `npm test` does not run.
 */
export default defineConfig({ ...base, testDir: './bench', testMatch: '**/*.bench.ts' });

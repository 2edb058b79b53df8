import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  E2E_DATABASE_URL,
  E2E_DATA_ROOT,
  E2E_PORT,
  ROOT,
  VIEWPORTS,
} from './fixtures/env';

/**
 * End-to-end tests: Debian's Chromium (browsers are never downloaded) against the built app,
 * started as `npm start` starts it, on a fresh PostgreSQL database with demo sign-in.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: path.join(ROOT, '.tmp', 'test-results'),
  // CI is two cores shared by two browsers, the app and its database: a first page of MUI inputs
  // renders in ~4 s there (0.7 s alone), so waits allow 20 s and a story 60 s (docs/decisions.md).
  timeout: 60_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI
    ? [
        ['list'],
        ['html', { open: 'never', outputFolder: path.join(ROOT, '.tmp', 'playwright-report') }],
      ]
    : 'list',
  use: {
    baseURL: BASE_URL,
    viewport: VIEWPORTS.desktop,
    headless: true,
    // A failed test keeps its trace (DOM snapshots, network, console) and a screenshot. The
    // trace's filmstrip is off: drawing a frame for it all along made the suite 40% slower.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    // The field area's service worker (issue 39) answers pages and built files from its cache,
    // out of reach of page.route(); only the stories about it allow it
    // (e2e/tests/mobile/offline-shell.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: 'node e2e/support/start-e2e-server.mjs',
    cwd: ROOT,
    url: `${BASE_URL}/config`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      E2E_DATA_ROOT,
      E2E_DATABASE_URL,
      DATA_DIR: path.join(E2E_DATA_ROOT, 'app'),
      AUTH_MODE: 'dev',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Every test opens pages that call /config and /auth/user from one address.
      PUBLIC_RATE_LIMIT: '10000',
      // Every story signs in as the same few demo users: their mail and upload budgets are lifted.
      MAIL_PER_USER_PER_MINUTE: '10000',
      MAIL_PER_USER_PER_HOUR: '100000',
      UPLOADS_PER_USER_PER_MINUTE: '10000',
      // No mail server answers here, and one attempt only: a sent email fails at once, which the
      // Outbox and Background Jobs tests need (delivery itself is tested against a real SMTP server
      // in the API tests).
      SMTP_URL: 'smtp://127.0.0.1:9',
      EMAIL_RETRY_LIMIT: '0',
    },
  },
});

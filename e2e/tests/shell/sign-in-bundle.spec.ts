import { gzipSync } from 'node:zlib';
import { expect, test } from '../../fixtures/csp';
import { expectLoginScreen } from '../../fixtures/shell';

/** The sign-in page's whole JavaScript download, gzipped (ARCHITECTURE: sign-in page stays small). */
const BUDGET_BYTES = 200 * 1024;

test('the sign-in page downloads less than 200 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto('/');
  await expectLoginScreen(page);
  await expect(page.getByRole('button', { name: /^Sign in as / }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  const listing = [...scripts]
    .map(([name, size]) => `${name}: ${(size / 1024).toFixed(1)} KB`)
    .join('\n');
  console.log(`sign-in page JavaScript, gzipped: ${(total / 1024).toFixed(1)} KB\n${listing}`);
  expect(scripts.size).toBeGreaterThan(0);
  expect(total, listing).toBeLessThan(BUDGET_BYTES);
  // The shell and the home screen are not part of it.
  expect([...scripts.keys()].some((name) => /app-shell|home-page/.test(name))).toBe(false);
});

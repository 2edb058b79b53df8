import { expect, test } from '../../fixtures/csp';
import { expectLoginScreen } from '../../fixtures/shell';

/**
 * The sign-in page's whole JavaScript download as Chromium receives it: the compressed bytes of
 * each script's body (the server sends the build's Brotli copies), issue 37's budget.
 */
const BUDGET_BYTES = 150 * 1024;

test('the sign-in page downloads less than 150 KB of JavaScript as Chromium receives it', async ({
  page,
}) => {
  const scripts = new Map<string, { received: number; encoding: string }>();
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const [sizes, response] = await Promise.all([request.sizes(), request.response()]);
    const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
    scripts.set(new URL(request.url()).pathname, { received: sizes.responseBodySize, encoding });
  });
  await page.goto('/');
  await expectLoginScreen(page);
  await expect(page.getByRole('button', { name: /^Sign in as / }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const total = [...scripts.values()].reduce((sum, { received }) => sum + received, 0);
  const listing = [...scripts]
    .map(
      ([name, { received, encoding }]) => `${name}: ${(received / 1024).toFixed(1)} KB ${encoding}`,
    )
    .join('\n');
  console.log(`sign-in page JavaScript as received: ${(total / 1024).toFixed(1)} KB\n${listing}`);
  expect(scripts.size).toBeGreaterThan(0);
  // Every script over the precompression threshold arrives compressed (a plain copy would pass a
  // budget on the wrong bytes only by luck).
  expect(
    [...scripts.values()].some(
      ({ received, encoding }) => encoding === 'identity' && received > 1024,
    ),
    listing,
  ).toBe(false);
  expect(total, listing).toBeLessThan(BUDGET_BYTES);
  // The shell and the home screen are not part of it.
  expect([...scripts.keys()].some((name) => /app-shell|home-page/.test(name))).toBe(false);
});

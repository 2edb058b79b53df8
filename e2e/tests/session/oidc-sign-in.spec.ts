import { expect, test, type Page } from '../../fixtures/csp';
import { startAppProcess } from '../../support/app-process';
import { startOidcProvider } from '../../support/oidc-provider';

/** Sign-in through OpenID Connect, end to end: our app in AUTH_MODE=oidc and a real provider. */
const APP_PORT = 3110;
const PROVIDER_PORT = 3111;
const APP_URL = `http://localhost:${APP_PORT}`;

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
let app: Awaited<ReturnType<typeof startAppProcess>>;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  provider = await startOidcProvider({ port: PROVIDER_PORT, appUrl: APP_URL });
  app = await startAppProcess({
    port: APP_PORT,
    env: {
      AUTH_MODE: 'oidc',
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      PUBLIC_URL: APP_URL,
    },
  });
});

test.afterAll(async () => {
  await app?.close();
  await provider?.close();
});

async function signInAtProvider(page: Page, login: string) {
  await page.goto(`${APP_URL}/`);
  await expect(page.getByText(/sign in as/i)).toHaveCount(0); // no demo list in oidc mode
  await page.getByRole('button', { name: 'Sign in with Microsoft' }).click();
  await page.waitForURL(`http://127.0.0.1:${PROVIDER_PORT}/**`);
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a known user signs in through the provider and out again', async ({ page }) => {
  await signInAtProvider(page, 'pm@n5.local');
  await page.waitForURL(`${APP_URL}/home`);
  const me = await page.request.get(`${APP_URL}/auth/user`);
  const body = await me.json();
  expect(body.isAuthenticated).toBe(true);
  expect(body.user.EmailAddress).toBe('pm@n5.local');
  expect(body.user.ADID).toBe('oid-pm@n5.local');
  await expect(page.getByText(body.user.DisplayName)).toBeVisible();
  await expect(page.getByText('Demo sign-in')).toHaveCount(0);

  // Demo sign-in does not exist in oidc mode.
  const dev = await page.request.post(`${APP_URL}/auth/dev-login`, {
    data: { email: 'super@n5.local' },
    headers: { origin: APP_URL },
  });
  expect(dev.status()).toBe(404);

  await page.getByRole('button', { name: 'Log out' }).click();
  // The provider asks to confirm its own sign-out, then returns to our login page.
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await page.waitForURL(`${APP_URL}/`);
  await expect(page.getByRole('button', { name: 'Sign in with Microsoft' })).toBeVisible();
  const after = await page.request.get(`${APP_URL}/auth/user`);
  expect((await after.json()).isAuthenticated).toBe(false);
});

test('someone the app does not know is turned away with a message', async ({ page }) => {
  await signInAtProvider(page, 'stranger@example.com');
  await page.waitForURL(`${APP_URL}/?error=not-registered`);
  await expect(page.getByText(/not registered/i)).toBeVisible();
  const me = await page.request.get(`${APP_URL}/auth/user`);
  expect((await me.json()).isAuthenticated).toBe(false);
});

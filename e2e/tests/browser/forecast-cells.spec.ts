import { browserForecastColumns } from '@n5/shared/forecast/rules';
import { openBrowserAt } from '../../fixtures/browser';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('a forecast cell saves a valid percent and refuses one over 100', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  // Approved with no forecast yet.
  const project = await factories.buildProject({ StageType: 'Approved' });
  const [column] = browserForecastColumns(new Date());
  await openBrowserAt(page, project);
  const cell = page.getByRole('button', {
    name: `${column!.label} forecast of project ${project.ProjectID}`,
  });
  await cell.click();
  const input = page.getByRole('textbox', {
    name: `${column!.label} forecast of project ${project.ProjectID}`,
  });
  await input.fill('40');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/project/browser-forecast'));
  await input.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(cell).toHaveText('40%');
  await expect(page.locator('.ag-cell[col-id="Variance"]')).toHaveText('-60.000%');

  // Over 100: red input, nothing sent.
  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/project/browser-forecast')) posted.push(r.postData() ?? '');
  });
  await cell.click();
  await input.fill('101');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await saveScreen(page, 'browser-forecast-over-100-1440');
  // Finer than stored (two decimals of percent): refused, not rounded.
  await input.fill('33.333');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAttribute(
    'title',
    'Type a number from 0 to 100, with at most two decimals.',
  );
  // A total over 100% for the project is refused the same way.
  await input.press('Escape');
  await expect(cell).toHaveText('40%');
  const next = page.getByRole('button', {
    name: `${browserForecastColumns(new Date())[1]!.label} forecast of project ${project.ProjectID}`,
  });
  await next.click();
  const nextInput = page.getByRole('textbox', { name: /forecast of project/ });
  await nextInput.fill('61');
  await nextInput.press('Enter');
  await expect(nextInput).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { browserForecastColumns, forecastTotalBp } from '@n5/shared/projects/forecast';
import { browserRows, openBrowserAt } from '../../fixtures/browser';
import { DEMO } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('a forecast cell saves a valid percent and refuses one over 100', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  const rows = await browserRows(page);
  const project = rows.filter((r) => r.StageType === 'Approved' && forecastTotalBp(r) === 0)[0]!;
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
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/project/browser-forecast')) posted = true;
  });
  await cell.click();
  await input.fill('101');
  await input.press('Enter');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await saveScreen(page, 'browser-forecast-over-100-1440');
  // A total over 100% for the project is refused the same way.
  await input.fill('');
  await input.fill('40');
  await input.press('Escape');
  const next = page.getByRole('button', {
    name: `${browserForecastColumns(new Date())[1]!.label} forecast of project ${project.ProjectID}`,
  });
  await next.click();
  const nextInput = page.getByRole('textbox', { name: /forecast of project/ });
  await nextInput.fill('61');
  await nextInput.press('Enter');
  await expect(nextInput).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(false);
});

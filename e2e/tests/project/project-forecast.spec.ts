import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('a forecast month that would pass 100% turns red and is not saved', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  // A new project's forecast is empty.
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E forecast ${Date.now()}`,
  });
  await page.goto(`/browser/projects/${id}`);
  const grid = page.getByRole('region', { name: 'Forecasting' });
  await expect(grid.getByTestId('forecast-total')).toHaveText('Total 0%');

  const march = grid.locator('[data-cell="mar2"]');
  await march.fill('60');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/project/forecast'));
  await march.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(grid.getByTestId('forecast-total')).toHaveText('Total 60%');

  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/project/forecast')) posted++;
  });
  const april = grid.locator('[data-cell="apr2"]');
  await april.fill('50');
  await april.press('Enter');
  await expect(april).toHaveAttribute('data-over', 'true');
  await expect(april).toHaveCSS('background-color', 'rgb(253, 226, 226)');
  await expect(grid.getByTestId('forecast-problem')).toContainText('may not pass 100%');
  await expect(grid.getByTestId('forecast-total')).toHaveText('Total 60%');
  await grid.getByTestId('forecast-problem').scrollIntoViewIfNeeded();
  await saveScreen(page, 'project-forecast-over-1440');
  expect(posted).toBe(0);

  // Over 100 in one cell is ignored: the cell goes back to its saved value.
  const may = grid.locator('[data-cell="may2"]');
  await may.fill('140');
  await may.blur();
  await expect(may).toHaveValue('');

  await page.reload();
  await expect(grid.locator('[data-cell="mar2"]')).toHaveValue('60');
  await expect(grid.locator('[data-cell="apr2"]')).toHaveValue('');
  await expect(
    page.getByRole('region', { name: 'Flags' }).locator('[data-flag="ForecastColor"]'),
  ).toHaveAttribute('data-color', 'yellow');
});

test("a Completed project's forecast is read-only on the project page, as in the archive", async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E done forecast ${Date.now()}`,
    StageType: 'Completed',
    forecast: { jan2: '0.2500' },
  });
  let posted = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/project/forecast')) posted++;
  });
  await page.goto(`/browser/projects/${id}`);
  const grid = page.getByRole('region', { name: 'Forecasting' });
  await expect(grid).toContainText('The forecast of a Completed project is read-only.');
  const january = grid.locator('[data-cell="jan2"]');
  await expect(january).toHaveValue('25');
  await expect(january).toHaveAttribute('readonly', '');
  const february = grid.locator('[data-cell="feb2"]');
  await february.click();
  await page.keyboard.type('10');
  await page.keyboard.press('Enter');
  await expect(february).toHaveValue('');
  await expect(grid.getByTestId('forecast-total')).toHaveText('Total 25%');
  expect(posted).toBe(0);
});

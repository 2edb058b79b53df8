import { expect, test } from '../../fixtures/factories';
import { onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

const serverError = {
  status: 500,
  json: { error: { code: 'INTERNAL', message: 'Server error.' } },
};

test('load failures show spec 3 §8’s texts with Retry, and Retry loads', async ({
  page,
  factories,
}) => {
  const { ProjectID: id } = await factories.buildProject({ StageType: 'In Progress' });
  await onPhoneAs(page);
  await page.route('**/api/project/weekly-assignments-by-pay-period?**', (route) =>
    route.fulfill(serverError),
  );
  await page.goto('/m/assignments');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(
    'There was an error loading the weekly assignment data. Please contact IT.',
  );
  await saveScreen(page, 'm-assignments-error-390');
  await page.unroute('**/api/project/weekly-assignments-by-pay-period?**');
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('week-day')).toHaveCount(7);

  await page.route('**/api/project/project-info-mobile?**', (route) => route.fulfill(serverError));
  await page.goto(`/m/projects/${id}`);
  await expect(page.getByRole('alert')).toContainText(
    'An error occurred while fetching the project data. Please contact IT.',
  );
  await page.unroute('**/api/project/project-info-mobile?**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('list', { name: 'Project menu' })).toBeVisible();
});

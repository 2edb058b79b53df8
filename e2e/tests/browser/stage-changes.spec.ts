import { browserContract } from '@n5/shared/browser/contract';
import { browserForecastColumns } from '@n5/shared/forecast/rules';
import { apiCall } from '../../fixtures/api';
import { openBrowserAt } from '../../fixtures/browser';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test.beforeEach(async ({ page }) => {
  await loginAs(page, DEMO.pm);
});

test('APRVD advances to WIP, then WIP to Completed, after confirming', async ({
  page,
  factories,
}) => {
  const project = await factories.buildProject({ StageType: 'Approved' });
  await openBrowserAt(page, project);
  await page.getByRole('button', { name: `Stage APRVD of project ${project.ProjectID}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure you want to advance to WIP?' });
  await expect(confirm).toBeVisible();
  await saveScreen(page, 'browser-advance-1440');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
  const wip = page.getByRole('button', { name: `Stage WIP of project ${project.ProjectID}` });
  await expect(wip).toBeVisible();

  const forecastCell = page.getByRole('button', {
    name: `${browserForecastColumns(new Date())[0]!.label} forecast of project ${project.ProjectID}`,
  });
  await expect(forecastCell).toBeVisible();

  await wip.click();
  const done = page.getByRole('dialog', { name: 'Are you sure you want to advance to Completed?' });
  await done.getByRole('button', { name: 'Yes' }).click();
  await expect(page.locator('.ag-cell[col-id="ProjectStageAbbr"]').getByText('DONE')).toBeVisible();
  // The row stays until reload, its forecast read-only as in the archive (one rule).
  await expect(forecastCell).toHaveCount(0);
});

test('a proposal is canceled and leaves the list; another is rejected', async ({
  page,
  factories,
}) => {
  const prep = await factories.buildProject();
  await openBrowserAt(page, prep);
  await page.getByRole('button', { name: `Stage PREP of project ${prep.ProjectID}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel or Reject Project' });
  await expect(dialog.getByRole('button', { name: 'Nevermind' })).toBeVisible();
  await saveScreen(page, 'browser-cancel-reject-1440');
  await dialog.getByRole('button', { name: 'Cancel Project' }).click();
  await expect(page.getByTestId('row-count')).toHaveText(/^0 of /);

  const client = await factories.buildProject({ StageType: 'Awaiting Approval' });
  await openBrowserAt(page, client);
  await page.getByRole('button', { name: `Stage CLIENT of project ${client.ProjectID}` }).click();
  await page
    .getByRole('dialog', { name: 'Cancel or Reject Project' })
    .getByRole('button', { name: 'Reject Project' })
    .click();
  await expect(page.getByTestId('row-count')).toHaveText(/^0 of /);
  const archive = await apiCall(page.request)(browserContract.listArchive, {});
  const stages = new Map(archive.projects.map((p) => [p.ProjectID, p.StageType]));
  expect(stages.get(prep.ProjectID)).toBe('Canceled');
  expect(stages.get(client.ProjectID)).toBe('Rejected');
});

test('users without the stage manager role see the stage as text', async ({ page, factories }) => {
  await loginAs(page, DEMO.estimator);
  const project = await factories.buildProject({ StageType: 'Approved' });
  await openBrowserAt(page, project);
  await expect(
    page.locator('.ag-cell[col-id="ProjectStageAbbr"]').getByText('APRVD'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Stage APRVD/ })).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { projectContract } from '@n5/shared/project/contract';
import { sendContract } from '../../fixtures/api';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { findV2Project, getProject } from '../../fixtures/project';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';
import { expectLoginScreen } from '../../fixtures/shell';

const field = (page: Page, name: string) => page.locator(`[data-field="${name}"]`);
const saved = (page: Page, name: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/project/setprojectinfo') &&
      (r.request().postDataJSON() as { field: string }).field === name,
  );

test('an estimator edits fields that are saved on blur and still there after a reload', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.estimator);
  const client = await factories.buildContact();
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E info ${Date.now()}`,
    ClientContactID: client.ContactID,
  });
  await page.goto(`/browser/projects/${id}`);
  await expect(page.getByRole('tab', { name: 'Project Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('project-title')).toContainText('E2E info');
  await expect(page.getByTestId('top-menu')).toContainText(`#${id}`);
  await expect(page.getByRole('link', { name: 'Client Contact' })).toHaveAttribute(
    'href',
    /^\/crm\?uid=\d+$/,
  );

  const description = field(page, 'ProjectDescription');
  await description.fill('Replace two rooftop units and rebalance the system.');
  const descriptionSaved = saved(page, 'ProjectDescription');
  await description.blur();
  expect((await descriptionSaved).status()).toBe(200);

  const probability = field(page, 'Probability');
  await probability.fill('62.5');
  const probabilitySaved = saved(page, 'Probability');
  await probability.press('Enter');
  expect((await probabilitySaved).status()).toBe(200);
  expect((await getProject(page, id)).Probability).toBe('0.6250');

  const retention = field(page, 'Retention');
  await retention.fill('150');
  await retention.blur();
  await expect(page.getByText('Enter a number from 0 to 100.')).toBeVisible();

  await page.reload();
  await expect(field(page, 'ProjectDescription')).toHaveValue(
    'Replace two rooftop units and rebalance the system.',
  );
  await expect(field(page, 'Probability')).toHaveValue('62.5');
  await expect(field(page, 'ProposalFormatType')).toHaveCount(0);
  await expect(page.getByLabel('Proposal Format')).toHaveAttribute('readonly', '');
  await saveScreen(page, 'project-info-1440');
});

test('the stage is locked for a non-manager and refused by the server; a stage manager changes it', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.estimator);
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E stage ${Date.now()}`,
  });
  await page.goto(`/browser/projects/${id}`);
  const stage = field(page, 'StageType');
  await expect(page.getByText('Only a project stage manager changes the stage.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Stage' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  const refused = await sendContract(page.request, projectContract.setProjectInfo, {
    body: { projectID: id, field: 'StageType', value: 'Approved' },
  });
  expect(refused.status()).toBe(403);
  await expect(stage).toHaveValue('Preparing Proposal');

  await loginAs(page, DEMO.pm);
  await page.reload();
  await page.getByRole('combobox', { name: 'Stage' }).click();
  const stageSaved = saved(page, 'StageType');
  await page.getByRole('option', { name: 'In Progress' }).click();
  expect((await stageSaved).status()).toBe(200);
  // The Kansas remodel tax locks once the project is past Awaiting Approval.
  await expect(page.getByRole('combobox', { name: 'KS Remodel Tax' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  expect((await getProject(page, id)).StageType).toBe('In Progress');
});

test('tabs live in query i, replace history, and mark v2 projects', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  const id = await findV2Project(page);
  await page.goto(`/browser/projects/${id}?i=9`);
  await expect(page.getByRole('tab', { name: 'Project Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('v2-fire')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'Inclusions' })).toBeDisabled();
  await expect(page.getByTestId('tracking-banner')).toHaveCount(0);

  await page.goto('/home');
  await page.goto(`/browser/projects/${id}?i=3`);
  await expect(page.getByRole('tab', { name: 'Tracking' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('tracking-banner')).toBeVisible();
  await page.getByRole('tab', { name: 'Project Info' }).click();
  await expect(page).toHaveURL(new RegExp(`/browser/projects/${id}\\?i=0$`));
  await page.goBack();
  await expect(page).toHaveURL(/\/home$/);
});

test('an unknown project reads not found; signed out goes to / and comes back after sign-in', async ({
  page,
  factories,
}) => {
  const { ProjectID: id } = await factories.buildProject();
  await page.goto(`/browser/projects/${id}`);
  await expect(page).toHaveURL(new RegExp(`/\\?returnTo=%2Fbrowser%2Fprojects%2F${id}$`));
  await expectLoginScreen(page);
  await page
    .getByRole('button', { name: /Priya Raman/ })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/browser/projects/${id}$`));

  await page.goto('/browser/projects/999999');
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
});

test('Duplicate Project needs a name, then opens the copy', async ({ page, factories }) => {
  await loginAs(page, DEMO.pm);
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E source ${Date.now()}`,
  });
  await page.goto(`/browser/projects/${id}`);
  await page.getByRole('button', { name: 'Duplicate Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'Duplicate Project' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  const name = `E2E copy ${Date.now()}`;
  await dialog.getByLabel('New project name').fill(name);
  await saveScreen(page, 'project-duplicate-1440');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('project-title')).toHaveText(name);
  await expect(page).not.toHaveURL(new RegExp(`/browser/projects/${id}$`));
  await expect(field(page, 'ProjectName')).toHaveValue(name);
});

test('the task budget export shows only to permission 9', async ({ page, factories }) => {
  const { ProjectID: id } = await factories.buildProject();
  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${id}`);
  const panel = page.getByRole('region', { name: 'Export Project Task Budget' });
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  await expect(panel.getByText('no task budget lines')).toBeVisible();
  await loginAs(page, DEMO.estimator);
  await page.reload();
  await expect(field(page, 'ProjectName')).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('the tab on a phone', async ({ page, factories }) => {
  const { ProjectID: id } = await factories.buildProject();
  await page.setViewportSize(VIEWPORTS.phone);
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${id}`);
  await expect(field(page, 'ProjectName')).toBeVisible();
  await saveScreen(page, 'project-info-390');
  const forecasting = page.getByRole('region', { name: 'Forecasting' });
  await expect(forecasting.locator('[data-cell="jan2"]')).toBeVisible();
  await forecasting.scrollIntoViewIfNeeded();
  await saveScreen(page, 'project-forecast-390');
  await page.getByRole('region', { name: 'Project notes' }).scrollIntoViewIfNeeded();
  await saveScreen(page, 'project-notes-390');
});

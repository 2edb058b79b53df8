import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { projectContract } from '@n5/shared/project/contract';
import { addBudgetLines, setApiVersion } from '../../../apps/server/src/testing/books';
import { sendContract } from '../../fixtures/api';
import { expect, test } from '../../fixtures/books';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { getProject } from '../../fixtures/project';
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

test('the stage and the team are locked for a non-manager and refused by the server', async ({
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
    body: { projectID: id, field: 'StageType', value: 'Awaiting Approval' },
  });
  expect(refused.status()).toBe(403);
  await expect(stage).toHaveValue('Preparing Proposal');

  // The team fields grant rights on the project: an estimator may not hand them out (DOMAIN.md).
  await expect(page.getByRole('combobox', { name: 'Managed By' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByText(/or Project Manager changes who is assigned/)).toBeVisible();
  const { EstimatedBy } = await getProject(page, id);
  const selfAssigned = await sendContract(page.request, projectContract.setProjectInfo, {
    body: { projectID: id, field: 'ManagedBy', value: EstimatedBy },
  });
  expect(selfAssigned.status()).toBe(403);
});

test('a stage manager gets only the allowed stage changes, each confirmed, with their side effects', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const wip = await factories.buildProject({
    ProjectName: `E2E complete ${Date.now()}`,
    StageType: 'In Progress',
  });
  const prep = await factories.buildProject({ ProjectName: `E2E proposal ${Date.now()}` });
  const stage = page.getByRole('combobox', { name: 'Stage' });

  // A proposal offers what the stage table allows from it, nothing more.
  await page.goto(`/browser/projects/${prep.ProjectID}`);
  await stage.click();
  await expect(page.getByRole('option')).toHaveText([
    'Preparing Proposal',
    'Awaiting Approval',
    'Rejected',
    'Canceled',
  ]);
  await page.getByRole('option', { name: 'Canceled' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel or Reject Project' });
  await expect(cancel.getByRole('button', { name: 'Cancel Project' })).toBeVisible();
  await cancel.getByRole('button', { name: 'Nevermind' }).click();
  await expect(cancel).toBeHidden();
  await expect(field(page, 'StageType')).toHaveValue('Preparing Proposal');

  // In Progress -> Completed asks the browser's question and sets Completed and its date.
  await page.goto(`/browser/projects/${wip.ProjectID}`);
  await stage.click();
  await expect(page.getByRole('option')).toHaveText(['In Progress', 'Completed']);
  await page.getByRole('option', { name: 'Completed' }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Are you sure you want to advance to Completed?',
  });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  await expect(field(page, 'StageType')).toHaveValue('In Progress');
  expect((await getProject(page, wip.ProjectID)).StageType).toBe('In Progress');

  await stage.click();
  await page.getByRole('option', { name: 'Completed' }).click();
  const stageSaved = saved(page, 'StageType');
  await confirm.getByRole('button', { name: 'Yes' }).click();
  expect((await stageSaved).status()).toBe(200);
  const today = new Date().toISOString().slice(0, 10);
  await expect(field(page, 'CompletedInd')).toHaveValue('1');
  await expect(field(page, 'CompletedDate')).toHaveValue(today);

  await page.reload();
  await expect(field(page, 'StageType')).toHaveValue('Completed');
  await expect(field(page, 'CompletedInd')).toHaveValue('1');
  await expect(field(page, 'CompletedDate')).toHaveValue(today);
  // The flag follows the stage: shown, not edited.
  await expect(
    page.getByText(
      'Completed is set by the stage: it turns Yes when the project moves to Completed.',
    ),
  ).toBeVisible();
  // Completed is final: the dropdown offers no way back.
  await stage.click();
  await expect(page.getByRole('option')).toHaveText(['Completed']);
});

test('tabs live in query i, replace history, and mark v2 projects', async ({
  page,
  factories,
  books,
}) => {
  // v2 marks the old system's projects: no call sets it, so the story writes it.
  const { ProjectID: id } = await factories.buildProject();
  await setApiVersion(books, id, 'v2');
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${id}?i=9`);
  await expect(page.getByRole('tab', { name: 'Project Info' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('v2-fire')).toHaveCount(3);
  await expect(page.getByRole('tab', { name: 'Notes' })).toBeEnabled();
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

test('the task budget lines the books hold export as CSV', async ({ page, factories, books }) => {
  // Task budgets are the books' (the accounting system writes them): the story writes two lines.
  const { ProjectID: id } = await factories.buildProject({ StageType: 'In Progress' });
  await addBudgetLines(books, id, [
    { subCategoryCode: '09-2900', description: 'Gypsum Board', type: 'Income' },
    { subCategoryCode: '09-2900', description: 'Gypsum Board', type: 'Expense', uom: 'HR' },
  ]);
  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${id}`);
  const panel = page.getByRole('region', { name: 'Export Project Task Budget' });
  const download = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`project-${id}-task-budget.csv`);
  const csv = readFileSync((await file.path())!, 'utf8');
  expect(csv).toContain('Income');
  expect(csv).toContain('Expense');
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

test('a shown message goes once the value is valid again, names the field once, and a dropdown never shows an id', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const client = await factories.buildContact();
  const name = `E2E field states ${Date.now()}`;
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: name,
    ClientContactID: client.ContactID,
  });
  // The contact list is held back: the dropdown waits with a spinner, never showing the id.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/project/contacts', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/browser/projects/${id}`);
  const contact = page.getByRole('combobox', { name: 'Client Contact' });
  await expect(contact).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('progressbar', { name: 'Loading the list' }).first()).toBeVisible();
  await expect(contact).not.toContainText(String(client.ContactID));
  release();
  await expect(contact).toContainText(client.ContactName);
  await expect(contact).not.toHaveAttribute('aria-disabled', 'true');

  const posted: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/project/setprojectinfo')) posted.push(r.postData() ?? '');
  });
  // Cleared: the rule's message, with the label once. Typed back: the message goes, nothing sent.
  const projectName = field(page, 'ProjectName');
  await projectName.fill('');
  await projectName.blur();
  const required = page.getByText('Project Name is required.', { exact: true });
  await expect(required).toBeVisible();
  await expect(page.getByText('Project Name:')).toHaveCount(0);
  await expect(projectName).toHaveAttribute('aria-invalid', 'true');
  await projectName.fill(name);
  await projectName.blur();
  await expect(required).toHaveCount(0);
  await expect(projectName).toHaveAttribute('aria-invalid', 'false');

  // The same for a number out of range, back to its saved (empty) value.
  const days = field(page, 'Days');
  await days.fill('5000');
  await days.press('Enter');
  const range = page.getByText('Days must be from 0 to 3650.', { exact: true });
  await expect(range).toBeVisible();
  await days.fill('');
  await days.blur();
  await expect(range).toHaveCount(0);
  await expect(days).toHaveAttribute('aria-invalid', 'false');
  expect(posted).toEqual([]);
});

test('Client Contact offers contacts of client companies only, and sets the Client Company', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const client = await factories.buildContact();
  const vendor = await factories.buildContact({ VendorInd: 1, ClientInd: 0 });
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E client contact ${Date.now()}`,
  });
  await page.goto(`/browser/projects/${id}`);
  const contact = page.getByRole('combobox', { name: 'Client Contact' });
  await expect(contact).not.toHaveAttribute('aria-disabled', 'true');
  await contact.click();
  const option = page.getByRole('option', {
    name: `${client.ContactName} (${client.CompanyName})`,
  });
  await expect(option).toBeVisible();
  await expect(page.getByRole('option', { name: new RegExp(vendor.ContactName) })).toHaveCount(0);
  const contactSaved = saved(page, 'ClientContactID');
  await option.click();
  expect((await contactSaved).status()).toBe(200);
  await expect(field(page, 'ClientCompanyID')).toHaveValue(String(client.CompanyID));
  await expect(page.getByRole('combobox', { name: 'Client Company' })).toContainText(
    client.CompanyName!,
  );
  await page.keyboard.press('Escape');

  // The billing contact is a client contact too.
  await page.getByRole('combobox', { name: 'Billing Contact' }).click();
  await expect(page.getByRole('option', { name: new RegExp(vendor.ContactName) })).toHaveCount(0);
  await expect(
    page.getByRole('option', { name: `${client.ContactName} (${client.CompanyName})` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  const project = await getProject(page, id);
  expect(project).toMatchObject({
    ClientContactID: client.ContactID,
    ClientCompanyID: client.CompanyID,
  });
});

test('the project page asks for each list once', async ({ page, factories }) => {
  await loginAs(page, DEMO.pm);
  const { ProjectID: id } = await factories.buildProject();
  const asked: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (r.method() === 'GET' && path.startsWith('/api/')) asked.push(path);
  });
  await page.goto(`/browser/projects/${id}`);
  await expect(page.getByRole('combobox', { name: 'Project Manager' })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByRole('region', { name: 'Project notes' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((path) => path === '/api/user/displaynames')).toHaveLength(1);
  const twice = asked.filter((path, index) => asked.indexOf(path) !== index);
  expect(twice).toEqual([]);
});

import type { Locator, Page } from '@playwright/test';
import { billingContract } from '@n5/shared/billing/contract';
import { contractsContract } from '@n5/shared/contracts/contract';
import { browserForecastColumns } from '@n5/shared/forecast/rules';
import { notesContract } from '@n5/shared/notes/contract';
import { CANCEL_OR_REJECT_TITLE } from '@n5/shared/project/stages';
import type { TFactories } from '../../../apps/server/src/testing/factories/factories';
import { apiCall } from '../../fixtures/api';
import { openBrowserAt } from '../../fixtures/browser';
import { queueEmail } from '../../fixtures/email';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { expectFocusInside, tabTo } from '../../fixtures/keyboard';
import { editorPathOf } from '../../fixtures/project';
import { loginAs } from '../../fixtures/session';

// Issue 22 item 3: the paths of a working day, without a mouse. AG Grid's own keyboard
// navigation stays on: Tab walks the controls of a row, arrows move between cells.

test('sign in, open the menu and reach the browser by keyboard', async ({ page }) => {
  await page.goto('/');
  const signIn = page.getByRole('button', { name: /^Sign in as / }).filter({ hasText: DEMO.pm });
  await tabTo(page, signIn);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();

  const openMenu = page.getByRole('button', { name: 'Open menu' });
  await tabTo(page, openMenu);
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeVisible();
  await tabTo(page, menu.getByRole('link', { name: 'Browser', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/browser$/);
  await expect(page.locator('.ag-row').first()).toBeVisible();
});

test('open a project from the browser and save a Project Info field by keyboard', async ({
  page,
  context,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const project = await factories.buildProject({ ProjectName: `Keyboard ${Date.now()}` });
  await openBrowserAt(page, project);
  const open = page.getByRole('link', { name: `Open project ${project.ProjectID} ` });
  await tabTo(page, open, { max: 80 });
  const opened = context.waitForEvent('page');
  await page.keyboard.press('Enter');
  const projectPage = await opened;
  await expect(projectPage.getByTestId('project-title')).toContainText(project.ProjectName);

  const description = projectPage.locator('[data-field="ProjectDescription"]');
  await tabTo(projectPage, description, { max: 60 });
  await projectPage.keyboard.type('Typed without a mouse.');
  const saved = projectPage.waitForResponse((r) => r.url().endsWith('/api/project/setprojectinfo'));
  await projectPage.keyboard.press('Tab');
  expect((await saved).status()).toBe(200);
  await projectPage.reload();
  await expect(projectPage.locator('[data-field="ProjectDescription"]')).toHaveValue(
    'Typed without a mouse.',
  );
});

test('change a forecast month by keyboard', async ({ page, factories }) => {
  await loginAs(page, DEMO.pm);
  const project = await factories.buildProject({ StageType: 'Approved' });
  const [month] = browserForecastColumns(new Date());
  await openBrowserAt(page, project);
  const name = `${month!.label} forecast of project ${project.ProjectID}`;
  await tabTo(page, page.getByRole('button', { name }), { max: 80 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name })).toBeFocused();
  await page.keyboard.type('35');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/project/browser-forecast'));
  await page.keyboard.press('Enter');
  expect((await saved).status()).toBe(200);
  await expect(page.getByRole('button', { name })).toHaveText('35%');
});

test('add a note by keyboard: focus goes into the dialog and back to the marker', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.pm);
  const project = await factories.buildProject({ StageType: 'In Progress' });
  await openBrowserAt(page, project);
  const marker = page.getByRole('button', {
    name: `Notes of ${project.ProjectID} ${project.ProjectName}`,
  });
  // The marker says its colour in words (item 4): no notes on a job in progress needs action.
  await expect(marker).toHaveAccessibleName(/\(Action needed\)$/);
  await tabTo(page, marker, { max: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: /^Notes/ });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);

  const text = page.getByRole('textbox', { name: 'Add a note' });
  await tabTo(page, text);
  await page.keyboard.type('Added by keyboard.');
  await tabTo(page, dialog.getByRole('button', { name: 'Add note' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Note added.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const markerNow = page.getByRole('button', {
    name: `Notes of ${project.ProjectID} ${project.ProjectName}`,
  });
  await expect(markerNow).toBeFocused();
  await expect(markerNow).not.toHaveAccessibleName(/\(Action needed\)$/);
});

/** A dialog of the app: where it opens, the control that opens it, and the dialog. */
interface TDialogCase {
  name: string;
  user: string;
  /** Goes to the page and returns the opener; may set up what the page needs. */
  open: (page: Page, factories: TFactories) => Promise<Locator>;
  dialog: (page: Page) => Locator;
}

const fromMenu = (label: string) => async (page: Page) => {
  await page.goto('/home');
  await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
  await page.keyboard.press('Enter');
  return page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: label });
};

const inBrowserRow =
  (control: (project: { ProjectID: number; ProjectName: string }) => RegExp | string) =>
  async (page: Page, factories: TFactories) => {
    const project = await factories.buildProject({ StageType: 'In Progress' });
    await openBrowserAt(page, project);
    return page.getByRole('button', { name: control(project) });
  };

const DIALOGS: TDialogCase[] = [
  {
    name: 'New Project',
    user: DEMO.pm,
    open: fromMenu('New Project'),
    dialog: (page) => page.getByRole('dialog', { name: 'New Project' }),
  },
  {
    name: 'Refresh Assignments',
    user: DEMO.pm,
    open: fromMenu('Refresh Assignments'),
    dialog: (page) => page.getByRole('dialog', { name: 'Refresh Assignments' }),
  },
  {
    name: 'Stoplight',
    user: DEMO.pm,
    open: inBrowserRow((p) => `Stoplight of ${p.ProjectID} ${p.ProjectName}`),
    dialog: (page) => page.getByRole('dialog', { name: 'Stoplight' }),
  },
  {
    name: 'stage change',
    user: DEMO.pm,
    open: inBrowserRow((p) => `Stage WIP of project ${p.ProjectID}`),
    dialog: (page) => page.getByRole('dialog'),
  },
  {
    name: 'Cancel or Reject Project',
    user: DEMO.pm,
    open: async (page, factories) => {
      const project = await factories.buildProject({ StageType: 'Preparing Proposal' });
      await openBrowserAt(page, project);
      return page.getByRole('button', { name: `Stage PREP of project ${project.ProjectID}` });
    },
    dialog: (page) => page.getByRole('dialog', { name: CANCEL_OR_REJECT_TITLE }),
  },
  {
    name: 'delete-note confirmation (over the notes dialog)',
    user: DEMO.pm,
    open: async (page, factories) => {
      const project = await factories.buildProject({ StageType: 'In Progress' });
      await apiCall(page.request)(notesContract.addNote, {
        body: { projectID: project.ProjectID, note: 'To be deleted by keyboard.' },
      });
      await openBrowserAt(page, project);
      await tabTo(page, page.getByRole('button', { name: `Notes of ${project.ProjectID} ` }), {
        max: 80,
      });
      await page.keyboard.press('Enter');
      return page
        .getByRole('dialog', { name: /^Notes/ })
        .getByRole('button', { name: 'Delete note' });
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Delete this note?' }),
  },
  {
    name: 'delete-note confirmation on the Notes tab (issue 40 item 4)',
    user: DEMO.pm,
    open: async (page, factories) => {
      const project = await factories.buildProject({ StageType: 'In Progress' });
      await apiCall(page.request)(notesContract.addNote, {
        body: { projectID: project.ProjectID, note: 'To be deleted from the tab by keyboard.' },
      });
      await page.goto(`/browser/projects/${project.ProjectID}?i=2`);
      return page.getByRole('tabpanel', { name: 'Notes' }).getByRole('button', {
        name: 'Delete note',
      });
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Delete this note?' }),
  },
  {
    name: 'Duplicate Project',
    user: DEMO.pm,
    open: async (page, factories) => {
      const project = await factories.buildProject({});
      await page.goto(`/browser/projects/${project.ProjectID}`);
      await expect(page.getByTestId('project-title')).toContainText(project.ProjectName);
      return page.getByRole('button', { name: 'Duplicate Project' });
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Duplicate Project' }),
  },
  {
    name: 'CRM contact editor',
    user: DEMO.pm,
    open: async (page) => {
      await page.goto('/crm');
      return page.getByRole('button', { name: 'Add contact' }).first();
    },
    dialog: (page) => page.getByRole('dialog'),
  },
  {
    name: 'Fleet Checklist',
    user: DEMO.pm,
    open: async (page) => {
      await page.goto('/fleet');
      await expect(page.getByTestId('inspection-grid')).toBeVisible();
      return page.getByRole('button', { name: 'New inspection' });
    },
    dialog: (page) => page.getByRole('dialog', { name: 'Fleet Checklist' }),
  },
  {
    name: 'Outbox message',
    user: DEMO.admin,
    open: async (page) => {
      await queueEmail(page, `Keyboard ${Date.now()}`);
      await page.goto('/admin/outbox');
      return page.getByRole('table', { name: 'Outbox messages' }).getByRole('button').first();
    },
    dialog: (page) => page.getByRole('dialog'),
  },
];

for (const dialogCase of DIALOGS) {
  test(`the ${dialogCase.name} dialog takes the focus, closes with Escape and gives it back`, async ({
    page,
    factories,
  }) => {
    await loginAs(page, dialogCase.user);
    const opener = await dialogCase.open(page, factories);
    await tabTo(page, opener, { max: 100 });
    await page.keyboard.press('Enter');
    const dialog = dialogCase.dialog(page);
    await expect(dialog).toBeVisible();
    await expectFocusInside(dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });
}

test('inclusion editor by keyboard: Add Condition menu, a field saved by Tab', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.estimator);
  const condition = await factories.buildCondition({ subCategoryCode: '09-2900' });
  await page.goto(await editorPathOf(factories.call, condition.ProjectID, '09-2900'));
  const add = page.getByRole('button', { name: 'Add Condition' });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  await expectFocusInside(page.getByRole('menu'));
  await page.keyboard.press('Escape');
  await expect(add).toBeFocused();

  const quantity = page.getByTestId('condition-card').getByLabel('Quantity');
  await tabTo(page, quantity, { max: 40 });
  await page.keyboard.type('250');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/condition/setcondition'));
  await page.keyboard.press('Tab');
  expect((await saved).status()).toBe(200);
});

test('client contract by keyboard: Send opens Project Errors Detected, Escape returns to Send', async ({
  page,
  factories,
}) => {
  const project = await factories.buildProject();
  await factories.call(contractsContract.addClientContract, {
    body: { projectID: project.ProjectID },
  });
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${project.ProjectID}?i=4`);
  const send = page.getByRole('button', { name: /^Send .*Base$/ });
  await tabTo(page, send, { max: 60 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Project Errors Detected' });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(send).toBeFocused();
});

test('invoice by keyboard: an amount saved by Enter, the actions menu opens settings, Escape returns', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  await factories.call(billingContract.addPayApp, { body: { projectID: project.ProjectID } });
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${project.ProjectID}?i=6`);
  const amount = page.getByRole('textbox', { name: 'Pay App 1 09-2900 amount' });
  await tabTo(page, amount, { max: 60 });
  await page.keyboard.type('100');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Pay App 1 09-2900 percent' })).toHaveValue('10');
  const actions = page.getByRole('button', { name: 'Actions for Pay App 1' });
  await tabTo(page, actions, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Send to client for approval' })).toBeFocused();
  // A project manager cannot certify: the arrow skips the disabled "Send to accounting".
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Pay app settings…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pay App 1 settings' });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(actions).toBeFocused();
});

test('Add Leader by keyboard: the Add User dialog, a leader and a division chosen, focus back', async ({
  page,
}) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/team-member-bonus-pool?y=2026&q=2');
  const opener = page.getByRole('button', { name: 'Add Leader' });
  await tabTo(page, opener, { max: 20 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expectFocusInside(dialog);
  await expect(dialog.getByRole('button', { name: 'Add Leader' })).toBeDisabled();
  await page.keyboard.type('Brent');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('combobox', { name: 'Division' }));
  await page.keyboard.press('ArrowDown');
  await page.getByRole('option', { name: 'Mechanical/Service' }).press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: 'Add Leader' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Incentive % of Brent Hollis' })).toHaveValue(
    '0.0000',
  );
  await expect(opener).toBeFocused();
});

test('payments by keyboard: Record payment opens its dialog, Escape returns to the button', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.superuser);
  const project = await factories.buildBillableProject();
  const which = { projectID: project.ProjectID, paymentApplicationType: 1 };
  await factories.call(billingContract.addPayApp, { body: { projectID: project.ProjectID } });
  await factories.call(billingContract.setAmount, {
    body: { ...which, subCategoryCode: '09-2900', amount: '100' },
  });
  await factories.call(billingContract.setStatus, { body: { ...which, status: 'Approved' } });
  await loginAs(page, DEMO.accounting);
  await page.goto(`/browser/projects/${project.ProjectID}?i=6`);
  const record = page.getByRole('button', { name: 'Record a payment on Pay App 1' });
  await tabTo(page, record, { max: 80 });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Record a payment on Pay App 1' });
  await expect(dialog).toBeVisible();
  await expectFocusInside(dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(record).toBeFocused();
});

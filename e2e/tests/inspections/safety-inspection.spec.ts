import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('a safety inspection of a project, saved on close, viewed with its header read-only', async ({
  page,
  factories,
}) => {
  const project = await factories.buildProject({ StageType: 'In Progress' });
  await loginAs(page, DEMO.pm);
  await page.goto('/safety-inspection');
  await expect(page.getByRole('heading', { name: 'Safety Inspection' })).toBeVisible();
  await expect(page.getByTestId('inspection-grid')).toHaveCSS('height', '600px');

  await page.getByRole('button', { name: 'New inspection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Safety Inspection' });
  const project_ = dialog.getByRole('combobox', { name: 'Project' });
  // Project and survey date are required, with an asterisk.
  await expect(dialog.locator('label', { hasText: /^Project/ })).toContainText('*');
  await expect(dialog.locator('label', { hasText: /^Survey date/ })).toContainText('*');
  await project_.fill(project.ProjectName);
  await page.getByRole('option', { name: new RegExp(project.ProjectName) }).click();
  await dialog.getByRole('textbox', { name: 'Area' }).fill('Roof');
  await dialog
    .getByRole('textbox', { name: 'Comments' })
    .fill('Guardrail re-secured at the east edge.');
  await dialog.getByLabel('Survey date').fill('2026-11-21');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/kpi/safety-results'));
  await dialog.locator('label', { hasText: '5 Stars' }).first().click();
  expect((await saved).status()).toBe(200);
  await saveScreen(page, 'safety-inspection-add-1440');
  // Closing sends the final save with the header (criteria and value null).
  const final = page.waitForRequest(
    (r) => r.url().endsWith('/api/kpi/safety-results') && r.postDataJSON().criteriaID === null,
  );
  await dialog.getByRole('button', { name: 'Close' }).click();
  await final;
  await expect(dialog).toBeHidden();

  await page.getByRole('searchbox', { name: 'Filter inspections' }).fill(project.ProjectName);
  const row = page.getByTestId('inspection-grid').getByRole('row').filter({ hasText: 'Roof' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('100%');
  await row.getByRole('button', { name: /^View safety inspection/ }).click();
  await expect(dialog.getByText('Guardrail re-secured at the east edge.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Comments' })).toHaveCount(0);
  // The scores stay editable for the inspector.
  await expect(dialog.getByRole('radio', { name: '3 Stars' }).first()).toBeEnabled();
  await page.setViewportSize(VIEWPORTS.phone);
  await saveScreen(page, 'safety-inspection-view-390');
  await page.setViewportSize(VIEWPORTS.desktop);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

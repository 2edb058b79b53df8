import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { projectContract } from '@n5/shared/project/contract';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/** An .xlsx whose first sheet has these rows under these headers (spaces kept, as users type). */
async function workbook(headers: string[], rows: Array<Array<string | number>>) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('GM');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  book.addWorksheet('Ignored').addRow(['not', 'read']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('accounting generates a report, exports CSV, uploads the GM sheet; an admin finds a field change in the audit trail', async ({
  page,
  factories,
}) => {
  const project = await factories.buildProject({ StageType: 'In Progress' });
  const id = project.ProjectID;
  await factories.call(projectContract.setProjectInfo, {
    body: { projectID: id, field: 'ProjectName', value: `${project.ProjectName} (renamed)` },
  });

  await loginAs(page, DEMO.accounting);
  await page.goto('/accounting-reports');
  await expect(
    page.getByRole('heading', { name: 'Accounting Reports', exact: true }),
  ).toBeVisible();
  const unbilled = page.getByRole('row', { name: /Unbilled Projects/ });
  await unbilled.getByRole('button', { name: 'Generate Report: Unbilled Projects' }).click();
  const download = page.waitForEvent('download');
  await unbilled.getByRole('button', { name: 'Export CSV: Unbilled Projects' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^unbilled-projects-\d{4}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('Project ID,Project Name,Project Manager,Stage,Last Billed');

  const upload = page.getByRole('row', { name: /GM Report Upload/ });
  const input = upload.getByLabel('GM report spreadsheet');
  await input.setInputFiles({
    name: 'empty.xlsx',
    mimeType: XLSX,
    buffer: await workbook(['Project ID', 'Revenue', 'Cost'], []),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('alert')).toHaveText(
    'Something went wrong. Please contact your IT Administrator.',
  );
  await input.setInputFiles({
    name: 'gm.xlsx',
    mimeType: XLSX,
    buffer: await workbook([' Project ID ', 'Revenue ', ' Cost'], [[id, 125000.5, 98000]]),
  });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.getByRole('alert')).toHaveText('Success!');
  await saveScreen(page, 'accounting-reports-1440');

  await loginAs(page, DEMO.admin);
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();
  await page.getByLabel('Record type', { exact: true }).click();
  await page.getByRole('option', { name: 'project', exact: true }).click();
  await page.getByLabel('Record', { exact: true }).fill(String(id));
  const change = page.getByRole('row').filter({ hasText: `${project.ProjectName} (renamed)` });
  await expect(change).toContainText('update');
  await expect(change).toContainText('ProjectName');
  await expect(change.getByRole('cell').nth(5)).toHaveText(project.ProjectName);
  await saveScreen(page, 'audit-trail-1440');

  // The project's own History panel (Project Info tab) lists the same change.
  await page.goto(`/browser/projects/${id}`);
  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('region', { name: 'Project history' });
  await expect(history.getByRole('row').filter({ hasText: '(renamed)' })).toContainText(
    'ProjectName',
  );
  await history.scrollIntoViewIfNeeded();
  await saveScreen(page, 'project-history-1440');
});

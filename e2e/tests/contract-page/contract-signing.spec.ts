import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { TDb } from '../../../apps/server/src/db/client';
import { contractPageContract as p } from '@n5/shared/contract-page/contract';
import { CONTRACT_NOT_FOUND, CONTRACT_READY } from '@n5/shared/contract-page/rules';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import { sessionContract } from '@n5/shared/session/contract';
import { setProposalFormat } from '../../../apps/server/src/testing/books';
import { pdfPageTexts } from '../../../apps/server/src/testing/pdf-text';
import { sendContract } from '../../fixtures/api';
import { expect, test } from '../../fixtures/books';
import { DEMO, SCREENS_DIR } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { drawSignature } from '../../fixtures/signature';

type TFactories = Parameters<Parameters<typeof test>[2]>[0]['factories'];

/** A project with a client contact and the demo PM, and a Base contract with priced lines. */
async function signableProject(factories: TFactories) {
  const client = await factories.buildContact({
    ContactName: 'Dana Client',
    ContactOfficePhone: '316-555-0142',
  });
  const { users } = await factories.call(sessionContract.listUsers, {});
  const pm = users.find((u) => u.EmailAddress === DEMO.pm)!;
  const project = await factories.buildProject({
    WorkLocationName: 'Harbor Clinic',
    ClientCompanyID: client.CompanyID,
    ClientContactID: client.ContactID,
    ProjectManagerID: pm.UserID,
  });
  const projectID = project.ProjectID;
  const base = (await factories.call(c.addClientContract, { body: { projectID } }))
    .ClientContractID;
  await factories.buildCondition({ projectID, ClientContractID: base, TotalQuantities: 120 });
  await factories.buildCondition({
    projectID,
    ClientContractID: base,
    subCategoryCode: '09-9100',
    TotalQuantities: 40,
  });
  await factories.call(c.setClientWorkDays, { body: { guid: base, clientWorkDays: 15 } });
  return { projectID, base, companyId: client.CompanyID! };
}

const link = (r: string, guid: string, companyId: number | string) =>
  `/contract/?r=${r}&id=${guid}&c=${companyId}`;

/** Signs through the dialog, waits for the PDF and returns its page texts. */
async function signAndDownload(page: Page, name: string) {
  await page.getByRole('button', { name: 'Sign Approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Approval' });
  await dialog.getByRole('textbox', { name: 'Your name' }).fill(name);
  await drawSignature(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('client-signature')).toContainText(name);
  await expect(page.getByText(CONTRACT_READY)).toBeVisible({ timeout: 45_000 });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download .pdf' }).click(),
  ]);
  return { download, pages: await pdfPageTexts(await readFile((await download.path())!)) };
}

test('a client signs a Base from its link with the mouse; the signed PDF carries the certificate and the recorded hash; a second signature is refused', async ({
  page,
  factories,
}) => {
  const { base, companyId } = await signableProject(factories);
  await page.goto(link('c', base, companyId));
  await expect(page.getByRole('heading', { name: 'Project Proposal', level: 1 })).toBeVisible();
  await expect(page.getByText('Proposed Total Price')).toBeVisible();
  await expect(page.getByText('13. Lien Notice')).toBeVisible();
  const shown = await (
    await sendContract(page.request, p.contract, {
      query: { recipient: 'c', guid: base, companyID: String(companyId) },
    })
  ).json();

  // The dialog's checks; a click outside does not close it.
  await page.getByRole('button', { name: 'Sign Approval' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign Approval' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Signature is required')).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeVisible();
  await saveScreen(page, 'contract-sign-dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const { download, pages } = await signAndDownload(page, 'Dana Client');
  expect(download.suggestedFilename()).toBe(`${base}.pdf`);
  await expect(page.getByRole('img', { name: 'Signature of Dana Client' })).toBeVisible();
  await saveScreen(page, 'contract-signed');
  const certificate = pages.at(-1)!;
  expect(certificate).toContain('Signing Certificate');
  expect(certificate).toContain('Dana Client');
  expect(certificate).toContain('HeadlessChrome');
  expect(certificate.replace(/\s/g, '')).toContain(shown.contract.documentHash);
  expect(pages.slice(0, -1).join('\n')).toContain('Project Proposal');

  // A second signature (say from another tab) is refused.
  const again = await sendContract(page.request, p.signature, {
    body: {
      recipient: 'c',
      guid: base,
      companyID: String(companyId),
      approvedBy: 'Someone Else',
      signature: 'data:image/png;base64,iVBORw0KGgo=',
      documentHash: shown.contract.documentHash,
    },
  });
  expect([400, 409]).toContain(again.status());
  const realPng = await page
    .getByRole('img', { name: 'Signature of Dana Client' })
    .getAttribute('src');
  const second = await sendContract(page.request, p.signature, {
    body: {
      recipient: 'c',
      guid: base,
      companyID: String(companyId),
      approvedBy: 'Someone Else',
      signature: realPng,
      documentHash: shown.contract.documentHash,
    },
  });
  expect(second.status()).toBe(409);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign Approval' })).toHaveCount(0);
});

test('a subcontractor signs from an r=s link, and a change order is signed from /contracts/{id}/client', async ({
  page,
  factories,
}) => {
  const { projectID, base, companyId } = await signableProject(factories);
  const sub = await factories.buildCompany({ SubcontractorInd: 1 });
  const added = await factories.call(c.addSubContract, {
    body: { projectID, subCompanyID: sub.CompanyID },
  });
  await factories.buildCondition({ projectID, SubContractID: added.SubContractID });
  await page.goto(link('s', added.SubContractID, sub.CompanyID));
  await expect(page.getByRole('heading', { name: 'Subcontract', level: 1 })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Description' })).toBeVisible();
  const subSigned = await signAndDownload(page, 'Sam Sub');
  expect(subSigned.pages.at(-1)).toContain('Signing Certificate');
  expect(subSigned.pages.join('\n')).toContain('Subcontract');

  const co = (await factories.call(c.addClientContract, { body: { projectID } })).ClientContractID;
  await factories.buildCondition({ projectID, ClientContractID: co });
  await page.goto(`/contracts/${co}/client`);
  await expect(page.getByRole('heading', { name: 'Change Order #1', level: 1 })).toBeVisible();
  const coSigned = await signAndDownload(page, 'Dana Client');
  expect(coSigned.download.suggestedFilename()).toBe(`${co}.pdf`);
  expect(coSigned.pages.join('\n')).toContain('Change Order #1');
  expect(coSigned.pages.at(-1)).toContain(`/contracts/${co}/client`);
  // The Base is untouched by the change order's signature.
  await page.goto(link('c', base, companyId));
  await expect(page.getByRole('button', { name: 'Sign Approval' })).toBeVisible();
});

test('every wrong link shows the not-found text', async ({ page, factories }) => {
  const { base, companyId } = await signableProject(factories);
  const unknown = '00000000-0000-4000-8000-000000000000';
  for (const url of [
    '/contract/',
    `/contract/?id=${base}&c=${companyId}`,
    link('x', base, companyId),
    link('c', 'not-a-guid', companyId),
    link('c', base, 'abc'),
    link('c', base, companyId + 100000),
    link('s', base, companyId),
    link('c', unknown, companyId),
    `/contracts/${unknown}/client`,
    '/contracts/abc/client',
  ]) {
    await page.goto(url);
    await expect(page.getByText(CONTRACT_NOT_FOUND), url).toBeVisible();
  }
  // Braces around the GUID are allowed; 'Finding Contract' shows while it loads.
  await page.route('**/api/contract/contract?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto(link('c', `{${base}}`, companyId));
  await expect(page.getByText('Finding Contract')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Project Proposal', level: 1 })).toBeVisible();

  // By keyboard: Sign Approval opens the dialog with the name field focused; Escape closes it.
  await page.getByRole('button', { name: 'Sign Approval' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Sign Approval' });
  await expect(dialog.getByRole('textbox', { name: 'Your name' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the demo: a signed Base gets its PDF from the start-up queue', async ({ page }) => {
  // A contract signed before the app started (the seed's), whose PDF the start-up backlog builds:
  // only a start makes that backlog, so this reads the demo's.
  await page.goto(link('c', '2227e701-53c5-4174-8e22-6a3a00c2e087', 16));
  await expect(page.getByTestId('client-signature')).toBeVisible();
  await expect(page.getByText(CONTRACT_READY)).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Sign Approval' })).toHaveCount(0);
});

test('a Base approved by uploading its signed PDF shows no signature', async ({
  page,
  factories,
}) => {
  const { base, companyId } = await signableProject(factories);
  await factories.call(c.setClientDescription, {
    body: { guid: base, contractDescription: 'Interior renovation as listed.' },
  });
  await factories.uploadSignedClientContract(base);
  await page.goto(link('c', base, companyId));
  await expect(page.getByTestId('client-signature')).toContainText('Manual contract upload');
  await expect(page.getByTestId('client-signature').getByRole('img')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign Approval' })).toHaveCount(0);
  await saveScreen(page, 'contract-manual-upload');
});

/**
 * A project whose proposals print in the Summary layout, with a Base and a change order: the
 * format is the old system's setting, which no call changes, so the story writes it.
 */
async function summaryProject(factories: TFactories, books: TDb) {
  const summary = await signableProject(factories);
  await setProposalFormat(books, summary.projectID, 'Summary');
  const changeOrder = (
    await factories.call(c.addClientContract, { body: { projectID: summary.projectID } })
  ).ClientContractID;
  await factories.buildCondition({ projectID: summary.projectID, ClientContractID: changeOrder });
  return {
    base: link('c', summary.base, summary.companyId),
    changeOrder: link('c', changeOrder, summary.companyId),
  };
}

test('each layout prints cleanly on A4 (toolbar hidden in print)', async ({
  page,
  factories,
  books,
}) => {
  const detail = await signableProject(factories);
  const summary = await summaryProject(factories, books);
  const coDetail = (
    await factories.call(c.addClientContract, { body: { projectID: detail.projectID } })
  ).ClientContractID;
  await factories.buildCondition({ projectID: detail.projectID, ClientContractID: coDetail });
  const sub = await factories.buildCompany({ SubcontractorInd: 1 });
  const added = await factories.call(c.addSubContract, {
    body: { projectID: detail.projectID, subCompanyID: sub.CompanyID },
  });
  await factories.buildCondition({
    projectID: detail.projectID,
    SubContractID: added.SubContractID,
  });
  // A4 at 96 dpi.
  await page.setViewportSize({ width: 794, height: 1123 });
  await page.emulateMedia({ media: 'print' });
  for (const [name, url, title] of [
    ['base-detail', link('c', detail.base, detail.companyId), 'Project Proposal'],
    ['base-summary', summary.base, 'Project Proposal'],
    ['co-summary', summary.changeOrder, 'Project Proposal'],
    ['co-detail', link('c', coDetail, detail.companyId), 'Change Order #1'],
    ['sub', link('s', added.SubContractID, sub.CompanyID), 'Subcontract'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByTestId('contract-toolbar')).toBeHidden();
    await page.screenshot({
      path: path.join(SCREENS_DIR, `contract-print-${name}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
  await page.emulateMedia({ media: 'screen' });
  await page.goto(link('c', detail.base, detail.companyId));
  await expect(page.getByTestId('contract-toolbar')).toBeVisible();
  await saveScreen(page, 'contract-base-detail');
});

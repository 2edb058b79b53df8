import { alternateApprovalContract } from '@n5/shared/contracts/alternate-approval';
import { ALTERNATE_TEXTS, alternateSelectionTotals } from '@n5/shared/contracts/alternates';
import { contractsContract } from '@n5/shared/contracts/contract';
import { toIntlValue } from '@n5/shared/core/decimal';
import { emailContract } from '@n5/shared/email/contract';
import { sessionContract } from '@n5/shared/session/contract';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';

type TFactories = Parameters<Parameters<typeof test>[2]>[0]['factories'];

const usdFormat = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usd = (value: string) => usdFormat.format(toIntlValue(value)!);

/** A proposal with a client contact, the demo PM, a Base and two alternates, each priced. */
async function alternatesProject(factories: TFactories) {
  const { users } = await factories.call(sessionContract.listUsers, {});
  const pm = users.find((u) => u.EmailAddress === DEMO.pm)!;
  const contact = await factories.buildContact({
    ContactName: 'Dana Client',
    ContactOfficePhone: '316-555-0142',
    ContactEmail: 'dana@example.com',
  });
  const project = await factories.buildProject({
    ProjectDescription: 'Clinic remodel',
    // Taxed, so the KS Remodeling Tax line moves with the ticks too.
    KSRemodelingTaxInd: 1,
    ProjectManagerID: pm.UserID,
    ClientCompanyID: contact.CompanyID,
    ClientContactID: contact.ContactID,
  });
  const projectID = project.ProjectID;
  const add = async (alternate: boolean) =>
    (
      await factories.call(
        alternate ? contractsContract.addAlternate : contractsContract.addClientContract,
        { body: { projectID } },
      )
    ).ClientContractID;
  const base = await add(false);
  const alt1 = await add(true);
  await add(true);
  const priced = (contract: string, quantity: number, material: string) =>
    factories.buildCondition({
      projectID,
      ClientContractID: contract,
      TotalQuantities: quantity,
      MaterialCost: material,
    });
  await priced(base, 100, '12.50');
  await priced(alt1, 10, '8.25');
  const { contracts } = await factories.call(contractsContract.clientContracts, {
    query: { projectID },
  });
  await priced(contracts.find((x) => x.ContractType === 'Alt 2')!.GUID, 3, '40.00');
  return { project, pm, alt1 };
}

test('alternate approval: tick, the totals change, submit, thank-you; the PM email is in the outbox', async ({
  page,
  factories,
}) => {
  const { project, pm, alt1 } = await alternatesProject(factories);
  const items = await factories.call(alternateApprovalContract.alternateApprovalItems, {
    query: { guid: alt1 },
  });
  expect(items.alternates[0]!.KansasRemodelTax).not.toBe('0.00');
  const prices = items.alternates.map((a) => ({
    contractType: a.ContractType,
    total: a.Total,
    kansasRemodelTax: a.KansasRemodelTax,
  }));
  const expectTotals = async (selected: string[]) => {
    const t = alternateSelectionTotals(prices, selected);
    await expect(page.getByTestId('alternate-subtotal')).toHaveText(usd(t.subtotal));
    await expect(page.getByTestId('alternate-tax')).toHaveText(usd(t.kansasRemodelTax));
    await expect(page.getByTestId('alternate-total')).toHaveText(usd(t.total));
  };

  // No sign-in: the page opens from the link alone.
  await page.goto(`/alternate-approval/${alt1}`);
  await expect(page.getByText(project.ProjectName, { exact: true })).toBeVisible();
  await expect(page.getByText('Dana Client')).toBeVisible();
  await expect(page.getByText('316-555-0142')).toBeVisible();
  await expect(page.getByText(pm.DisplayName).first()).toBeVisible();
  await expect(page.getByText(ALTERNATE_TEXTS.note)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Base' })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Select Base' })).toHaveCount(0);
  await expectTotals([]);
  await saveScreen(page, 'alternate-approval-open');

  const alt1Box = page.getByRole('checkbox', { name: 'Select Alt 1' });
  const alt2Box = page.getByRole('checkbox', { name: 'Select Alt 2' });
  await alt1Box.check();
  await expectTotals(['Alt 1']);
  await alt2Box.check();
  await expectTotals(['Alt 1', 'Alt 2']);
  await alt1Box.uncheck();
  await expectTotals(['Alt 2']);
  await saveScreen(page, 'alternate-approval-ticked');

  await page.getByRole('button', { name: ALTERNATE_TEXTS.submit }).click();
  await expect(page.getByText(ALTERNATE_TEXTS.thankYou)).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: ALTERNATE_TEXTS.thankYou })).toContainText(
    `${pm.DisplayName} at ${pm.EmailAddress}`,
  );
  await expect(page.getByRole('button', { name: ALTERNATE_TEXTS.submit })).toHaveCount(0);
  await expect(page.getByText(ALTERNATE_TEXTS.note)).toHaveCount(0);
  await saveScreen(page, 'alternate-approval-thank-you');

  // The PM's email, queued with the selection.
  const outbox = await factories.call(emailContract.listOutbox, { query: { pageSize: 50 } });
  const mail = outbox.messages.find(
    (m) => m.relatedEntity === 'project' && m.relatedId === String(project.ProjectID),
  )!;
  expect(mail.subject).toBe(`Alternates selected: #${project.ProjectID} ${project.ProjectName}`);
  const message = await factories.call(emailContract.getOutboxMessage, {
    params: { id: mail.emailId },
  });
  const t = alternateSelectionTotals(prices, ['Alt 2']);
  expect(message.text).toContain('Dana Client selected the Base and Alt 2');
  expect(message.text).toContain(`Grand total: ${usd(t.total)}`);

  // Opened again: the saved choice, boxes disabled, no submit.
  await page.reload();
  await expect(page.getByText(ALTERNATE_TEXTS.thankYou)).toBeVisible();
  await expect(alt2Box).toBeChecked();
  await expect(alt2Box).toBeDisabled();
  await expect(alt1Box).not.toBeChecked();
  await expect(alt1Box).toBeDisabled();
  await expectTotals(['Alt 2']);
  await saveScreen(page, 'alternate-approval-submitted');
});

test('alternate approval: a wrong or unknown link shows the not-found text', async ({ page }) => {
  for (const guid of ['not-a-guid', '00000000-0000-4000-8000-000000000000']) {
    await page.goto(`/alternate-approval/${guid}`);
    await expect(page.getByText(ALTERNATE_TEXTS.notFound)).toBeVisible();
  }
  await saveScreen(page, 'alternate-approval-not-found');
});

test('alternate approval: the loading overlay, and a failed submit shows the alert with nothing saved', async ({
  page,
  factories,
}) => {
  const { alt1 } = await alternatesProject(factories);
  // Hold the first read a moment so the overlay can be seen.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contract/alternate-approval-items*', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/alternate-approval/${alt1}`);
  await expect(page.getByRole('progressbar', { name: 'Loading the project' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: ALTERNATE_TEXTS.submit })).toBeVisible();

  await page.route('**/api/contract/alternate-selection', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'INTERNAL', message: 'Something failed.' } }),
    }),
  );
  await page.getByRole('checkbox', { name: 'Select Alt 1' }).check();
  await page.getByRole('button', { name: ALTERNATE_TEXTS.submit }).click();
  await expect(page.getByText(ALTERNATE_TEXTS.submitFailed)).toBeVisible();
  await saveScreen(page, 'alternate-approval-submit-failed');
  const items = await factories.call(alternateApprovalContract.alternateApprovalItems, {
    query: { guid: alt1 },
  });
  expect(items.project.AlternatesSelectedInd).toBe(0);
});

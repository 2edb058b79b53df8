import { contractPageContract as p } from '@n5/shared/contract-page/contract';
import { contractsContract as c } from '@n5/shared/contracts/contract';
import { formatWholeDollars } from '@n5/shared/browser/format';
import { formatUsd } from '../../../apps/web/src/lib/format';
import { tinyPng } from '../../../apps/server/src/testing/tiny-png';
import { sendContract } from '../../fixtures/api';
import { openBrowserAt } from '../../fixtures/browser';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

/**
 * One figure, one source (issue 40 item 2): the browser's Contract column is the project's own
 * contracts — the Base's total marked "Proposal" before approval, the approved contracts after
 * the client signs — and the project page and Tracking show the same figure.
 */
test("the Contract column is the proposal's total, then the signed contract's, as the project shows it", async ({
  page,
  factories,
}) => {
  const client = await factories.buildContact();
  const project = await factories.buildProject({
    ProjectName: `E2E contract amount ${Date.now()}`,
    ClientCompanyID: client.CompanyID,
    ClientContactID: client.ContactID,
  });
  const projectID = project.ProjectID;
  const base = (await factories.call(c.addClientContract, { body: { projectID } }))
    .ClientContractID;
  await factories.buildCondition({ projectID, ClientContractID: base, TotalQuantities: 120 });
  await factories.call(c.setClientWorkDays, { body: { guid: base, clientWorkDays: 15 } });
  const { contracts } = await factories.call(c.clientContracts, { query: { projectID } });
  const total = contracts.find((k) => k.GUID === base)!.GrandTotal;

  await loginAs(page, DEMO.pm);
  await openBrowserAt(page, project);
  const cell = page.getByTestId('contract-amount');
  await expect(cell).toHaveText(`Proposal${formatWholeDollars(total)}`);
  await saveScreen(page, 'browser-contract-proposal-1440');

  // The client signs on the public contract page.
  const query = { recipient: 'c' as const, guid: base, companyID: String(client.CompanyID) };
  const shown = await (await sendContract(page.request, p.contract, { query })).json();
  const signed = await sendContract(page.request, p.signature, {
    body: {
      ...query,
      approvedBy: 'Dana Client',
      signature: tinyPng(),
      documentHash: shown.contract.documentHash,
    },
  });
  expect(signed.status()).toBe(200);

  await openBrowserAt(page, project);
  await expect(cell).toHaveText(formatWholeDollars(total));

  // The project page and Tracking read the same figure as the Client Contract tables.
  await page.goto(`/browser/projects/${projectID}`);
  const figure = page.getByTestId('project-contract-amount');
  await expect(figure).toHaveText(`Contract amount${formatUsd(total)}`);
  await figure.scrollIntoViewIfNeeded();
  await saveScreen(page, 'project-contract-amount-1440');
  await page.getByRole('tab', { name: 'Tracking' }).click();
  await expect(page.getByTestId('project-contract-amount').first()).toHaveText(
    `Contract amount${formatUsd(total)}`,
  );
});

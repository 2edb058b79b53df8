import { contractsContract } from '@n5/shared/contracts/contract';
import { CLIENT_READINESS_MESSAGES } from '@n5/shared/contracts/rules';
import { emailContract } from '@n5/shared/email/contract';
import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('client contract: add a CO, fail readiness and read the dialog, fix it, send (the email is in the outbox), then approve it by uploading the signed PDF', async ({
  page,
  factories,
}) => {
  const project = await factories.buildProject({ WorkLocationName: 'Harbor Clinic' });
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${project.ProjectID}?i=4`);
  const tab = page.getByRole('tabpanel');
  await expect(tab.getByText('No pending contracts')).toBeVisible();
  await expect(tab.getByText('No approved contracts')).toBeVisible();
  await expect(tab.getByText('No Inactive contracts')).toBeVisible();

  await tab.getByRole('button', { name: 'Add contract' }).click();
  const base = tab.getByTestId('contract-Base');
  await expect(base).toBeVisible();
  await tab.getByRole('button', { name: 'Add contract' }).click();
  await expect(tab.getByTestId('contract-CO 1')).toBeVisible();

  // Send the Base: work days and description are missing.
  await base.getByRole('button', { name: /^Send / }).click();
  const errors = page.getByRole('dialog', { name: 'Project Errors Detected' });
  await expect(errors.getByText(CLIENT_READINESS_MESSAGES.clientWorkDaysDoneInd)).toBeVisible();
  await expect(
    errors.getByText(CLIENT_READINESS_MESSAGES.contractDescriptionDoneInd),
  ).toBeVisible();
  await saveScreen(page, 'contracts-project-errors');
  await errors.getByRole('button', { name: 'Got it' }).click();
  await expect(errors).toBeHidden();

  // Fix: days in the row, the description in the Inclusion Description dialog.
  const days = base.getByRole('textbox', { name: 'Days of Base' });
  await days.fill('30');
  await days.blur();
  await base.getByRole('button', { name: /^Inclusions of / }).click();
  const inclusion = page.getByRole('dialog', { name: 'Inclusion Description' });
  await inclusion
    .getByRole('textbox', { name: 'Base description' })
    .fill('Interior renovation as listed.');
  await inclusion.getByRole('button', { name: 'Save' }).click();
  await expect(inclusion).toBeHidden();

  await base.getByRole('button', { name: /^Send / }).click();
  const send = page.getByRole('dialog', { name: 'Send Contract' });
  await send.getByRole('textbox', { name: 'Recipients' }).fill('owner@example.com');
  await send.getByRole('textbox', { name: 'Message' }).fill('Please review and sign.');
  await saveScreen(page, 'contracts-send-dialog');
  await send.getByRole('button', { name: 'Send' }).click();
  await expect(send).toBeHidden();
  await expect(base.getByRole('button', { name: /^Send again / })).toBeVisible();
  await expect(base.getByRole('textbox', { name: 'Days of Base' })).toHaveCount(0);
  await saveScreen(page, 'contracts-client-tab');

  const { contracts } = await factories.call(contractsContract.clientContracts, {
    query: { projectID: project.ProjectID },
  });
  const guid = contracts.find((x) => x.ContractType === 'Base')!.GUID;
  const outbox = await factories.call(emailContract.listOutbox, { query: { pageSize: 50 } });
  const mail = outbox.messages.find((m) => m.relatedId === guid)!;
  expect(mail.subject).toBe(
    `Proposal: #${project.ProjectID} ${project.ProjectName} - Harbor Clinic`,
  );
  const message = await factories.call(emailContract.getOutboxMessage, {
    params: { id: mail.emailId },
  });
  expect(message.text).toContain(`/contracts/${guid}/client`);

  // The client signs on paper: the signed PDF uploaded from the row approves the Base.
  const chooser = page.waitForEvent('filechooser');
  await base.getByRole('button', { name: /^Upload signed .* Base$/ }).click();
  await (
    await chooser
  ).setFiles({
    name: 'signed-base.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% signed on paper\ntrailer<<>>\n%%EOF\n'),
  });
  await expect(tab.getByText('No approved contracts')).toBeHidden();
  await expect(base.getByRole('link', { name: 'PDF' })).toBeVisible();
  await expect(base.getByRole('button', { name: /^Upload signed / })).toHaveCount(0);
});

test('client contract: the alternates form, then deactivate and reactivate with the confirmations', async ({
  page,
  factories,
}) => {
  const project = await factories.buildProject();
  await factories.call(contractsContract.addClientContract, {
    body: { projectID: project.ProjectID },
  });
  await factories.call(contractsContract.addAlternate, { body: { projectID: project.ProjectID } });
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${project.ProjectID}?i=4`);
  const tab = page.getByRole('tabpanel');
  const pending = tab.getByRole('table', { name: 'Pending client contracts' });
  // The Alternates form: recipients and a message; once sent its row carries an icon.
  await pending.getByRole('button', { name: /^More actions for .* Alt 1$/ }).click();
  await page.getByRole('menuitem', { name: 'Send the alternates form' }).click();
  const form = page.getByRole('dialog', { name: 'Alternates form' });
  await form.getByRole('textbox', { name: 'Recipients' }).fill('owner@example.com');
  await form.getByRole('textbox', { name: 'Message' }).fill('Please choose your alternates.');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(form).toBeHidden();
  await expect(
    pending.getByTestId('contract-Alt 1').getByRole('img', { name: 'Alternates form sent' }),
  ).toBeVisible();
  // The same form is a visible action beside Add alternate, saying when it was sent already.
  await tab.getByRole('button', { name: 'Send the alternates form again' }).click();
  await expect(page.getByRole('dialog', { name: 'Alternates form' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Alternates form' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await pending.getByRole('button', { name: /^More actions for .* Base$/ }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('dialog', { name: 'Deactivate Contract' });
  await expect(
    confirm.getByText("Are you sure you want to set this contract's status to inactive?"),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  const inactive = tab.getByRole('table', { name: 'Inactive client contracts' });
  await expect(inactive.getByTestId('contract-Base')).toBeVisible();
  // An inactive contract with no retention falls back to 10%.
  await expect(inactive.getByRole('textbox', { name: 'Retention % of Base' })).toHaveValue('10.00');

  await inactive.getByRole('button', { name: /^More actions for .* Base$/ }).click();
  await page.getByRole('menuitem', { name: 'Reactivate' }).click();
  const again = page.getByRole('dialog', { name: 'Reactivate Contract' });
  await expect(again.getByText(/status will change to pending/)).toBeVisible();
  await again.getByRole('button', { name: 'Reactivate' }).click();
  await expect(pending.getByTestId('contract-Base')).toBeVisible();

  // Project Info lists it with the link style of a v1 project.
  await page.getByRole('tab', { name: 'Project Info' }).click();
  const table = page.getByRole('table', { name: 'Pending client contracts' });
  await expect(table.getByRole('link', { name: 'Open Base', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^/contract/\\?r=c&id=[0-9a-f-]{36}&c=`),
  );
  await expect(
    page
      .getByRole('region', { name: 'Client Contracts', exact: true })
      .getByText('No contract details'),
  ).toBeVisible();
  await table.scrollIntoViewIfNeeded();
  await saveScreen(page, 'contracts-project-info');
});

import type { Page } from '@playwright/test';
import { emailContract } from '@n5/shared/email/contract';
import { kpiContract } from '@n5/shared/kpi/contract';
import { quarterOf } from '@n5/shared/kpi/quarters';
import { DO_NOT_SEND_REASONS, SURVEY_TEXTS } from '@n5/shared/surveys/rules';
import { surveysContract } from '@n5/shared/surveys/contract';
import type { TApiCall } from '../../../apps/server/src/testing/factories/api-call';
import type { TFactories } from '../../../apps/server/src/testing/factories/factories';
import { expect, test } from '../../fixtures/factories';
import { DEMO } from '../../fixtures/env';
import { loginAs } from '../../fixtures/session';
import { saveScreen } from '../../fixtures/screens';

type TF = TFactories & { call: TApiCall };
const now = () => quarterOf(new Date().toISOString().slice(0, 10));

/** A completed project whose client has this email, and the invitation batch run. */
async function surveyedProject(factories: TF, email: string) {
  const contact = await factories.buildContact({ ContactEmail: email });
  const project = await factories.buildProject({
    ClientContactID: contact.ContactID,
    StageType: 'Completed',
    BidType: 'Construction -> Project',
  });
  await factories.call(surveysContract.runBatch, {});
  return project;
}

/** The survey and unsubscribe addresses (path and query) of a project's invitation email. */
async function emailedLinks(factories: TF, projectName: string) {
  const outbox = await factories.call(emailContract.listOutbox, { query: { pageSize: 100 } });
  const item = outbox.messages.find((m) => m.subject === `How did we do on ${projectName}?`);
  expect(item, 'the invitation is in the outbox').toBeDefined();
  const message = await factories.call(emailContract.getOutboxMessage, {
    params: { id: item!.emailId },
  });
  const [survey, unsubscribe] = [...message.text.matchAll(/http\S+/g)].map((m) => new URL(m[0]));
  return {
    survey: `${survey!.pathname}${survey!.search}`,
    unsubscribe: `${unsubscribe!.pathname}${unsubscribe!.search}`,
  };
}

async function answer(page: Page, question: string, choice: string) {
  await page
    .getByRole('group', { name: new RegExp(question) })
    .getByRole('button', { name: choice, exact: true })
    .click();
}

test('a client answers the emailed survey; the list shows the response and the dashboard the NPS', async ({
  page,
  factories,
}) => {
  const before = await factories.call(kpiContract.npsByCompany, { query: now() });
  const project = await surveyedProject(factories, `survey.${Date.now()}@example.com`);
  const links = await emailedLinks(factories, project.ProjectName);

  await page.goto(links.survey);
  await expect(page.getByRole('heading', { level: 1, name: project.ProjectName })).toBeVisible();
  const submit = page.getByRole('button', { name: SURVEY_TEXTS.submit });
  await expect(submit).toBeDisabled();
  await answer(page, 'completed on schedule', 'Strongly Agree');
  await answer(page, 'recommend', '10');
  await page.getByLabel(SURVEY_TEXTS.comments).fill('Very happy with the crew.');
  await saveScreen(page, 'survey-page');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText(SURVEY_TEXTS.thanks)).toBeVisible();
  await page.goto(links.survey);
  await expect(page.getByText(SURVEY_TEXTS.unavailable)).toBeVisible();

  const after = await factories.call(kpiContract.npsByCompany, { query: now() });
  expect(after.NPSByCompany[0]!.responses).toBe(before.NPSByCompany[0]!.responses + 1);
  await loginAs(page, DEMO.pm);
  const { year, quarter } = now();
  await page.goto(`/survey-list?y=${year}&q=${quarter}&st=3`);
  await expect(page.getByRole('heading', { name: SURVEY_TEXTS.listTitle })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: project.ProjectName });
  await expect(row.getByText('Promoter (10)')).toBeVisible();
  await saveScreen(page, 'survey-list');
  await row.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name: SURVEY_TEXTS.detailTitle });
  await expect(dialog.getByText('Very happy with the crew.')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto(`/dashboard/kpi?y=${year}&q=${quarter}`);
  await expect(page.getByTestId('total-nps')).toContainText(
    `Total NPS ${after.NPSByCompany[0]!.NPS} · ${after.NPSByCompany[0]!.responses} answers`,
  );
});

test('an unsubscribed client is skipped by the next batch, with the reason', async ({
  page,
  factories,
}) => {
  const email = `unsubscribe.${Date.now()}@example.com`;
  const first = await surveyedProject(factories, email);
  const links = await emailedLinks(factories, first.ProjectName);
  await page.goto(links.unsubscribe);
  await expect(page.getByText(SURVEY_TEXTS.unsubscribed)).toBeVisible();

  const second = await surveyedProject(factories, email);
  await loginAs(page, DEMO.pm);
  const { year, quarter } = now();
  await page.goto(`/survey-list?y=${year}&q=${quarter}&st=1`);
  const row = page.getByRole('row').filter({ hasText: second.ProjectName });
  const badge = row.getByRole('button', { name: /Not sent/ }).or(row.getByText('Not sent'));
  await badge.first().hover();
  await expect(page.getByRole('tooltip')).toHaveText(DO_NOT_SEND_REASONS.unsubscribed);
});

test('a tampered survey link shows the already-completed message', async ({ page }) => {
  await page.goto('/survey?p=1&eid=00000000-0000-4000-8000-000000000000&mt=PP&s=forged');
  await expect(page.getByText(SURVEY_TEXTS.unavailable)).toBeVisible();
  await page.goto('/survey?p=1&mt=XX');
  await expect(page.getByText(SURVEY_TEXTS.unavailable)).toBeVisible();
});

test('an admin sets how soon a client may be surveyed again; a wrong number is refused in place', async ({
  page,
  factories,
}) => {
  await loginAs(page, DEMO.admin);
  await page.goto('/survey-list');
  await page.getByRole('button', { name: 'Invitation settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Survey invitation settings' });
  const days = dialog.getByRole('textbox', { name: /Days before an address is surveyed again/ });
  await expect(days).toHaveValue('90');
  await days.fill('4000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/must be .*0 to 3650/)).toBeVisible();
  await days.fill('45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const saved = await factories.call(surveysContract.settings, {});
  expect(saved.settings.resurveyDays).toBe(45);
  await factories.call(surveysContract.saveSettings, { body: { resurveyDays: 90 } });
});

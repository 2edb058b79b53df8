import { DEMO } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('on a phone an office user fills a warehouse checklist from Surveys and opens the KPI view; a field user is told the surveys need the Office role', async ({
  page,
}) => {
  await onPhoneAs(page, DEMO.admin);
  await page.goto('/m');
  await page.getByRole('link', { name: 'Surveys' }).click();
  await page.waitForURL('/m/surveys');
  const surveys = page.getByRole('list', { name: 'Surveys' });
  await expect(surveys.getByRole('link')).toHaveText([
    'Fleet Survey',
    'Safety Inspection',
    'Uniform and Presentation Survey',
    'Warehouse Survey',
  ]);
  await surveys.getByRole('link', { name: 'Warehouse Survey' }).click();
  await expect(page.getByRole('heading', { name: 'Warehouse Survey' })).toBeVisible();

  await page.getByRole('button', { name: 'New Warehouse Checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Warehouse Checklist' });
  await dialog.getByLabel('Survey date').fill('2026-11-21');
  await dialog.getByRole('button', { name: 'Yes' }).first().click();
  await saveScreen(page, 'm-survey-checklist-390');
  await dialog.getByRole('button', { name: 'Close' }).click();
  const latest = page.getByRole('list', { name: 'Latest warehouse inspections' });
  await expect(latest.getByRole('button', { name: /^11\/21\/2026/ }).first()).toBeVisible();
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-survey-390');

  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('link', { name: 'KPI / Analytics' }).click();
  await expect(page.getByRole('heading', { name: 'KPI Dashboard' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Quarter' })).toBeVisible();

  await loginAs(page, DEMO.field);
  await page.goto('/m/surveys/fleet');
  await expect(page.getByRole('heading', { name: 'No access' })).toBeVisible();
  await page.goto('/m/surveys/nothing');
  await expect(page.getByRole('heading', { name: 'NOT FOUND' })).toBeVisible();
});

import { kpiContract } from '@n5/shared/kpi/contract';
import { kpiQuarterOptions } from '@n5/shared/kpi/quarters';
import { kpiDefinition } from '@n5/shared/kpi/rules';
import { expect, test } from '../../fixtures/factories';
import { DEMO } from '../../fixtures/env';
import { loginAs } from '../../fixtures/session';
import { saveScreen } from '../../fixtures/screens';

test('a gauge opens its KPI description; Escape closes it', async ({ page }) => {
  await loginAs(page, DEMO.pm);
  await page.goto('/dashboard/kpi?y=2026&q=3');
  await expect(page.getByRole('heading', { level: 1, name: 'KPI Dashboard' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Incentive KPIs' })).toBeVisible();
  await saveScreen(page, 'kpi-dashboard');
  await page.getByRole('button', { name: /^Job Startup: .*Open the description$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Job Startup' });
  await expect(dialog.getByText(kpiDefinition('JobStartUp').description)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The quarter picker is the top menu's (spec 2 §2.2); the address carries the choice.
  const quarter = page.getByRole('banner').getByRole('combobox', { name: 'Quarter' });
  await expect(quarter).toHaveValue('2026-3');
  await quarter.selectOption('2026-2');
  await page.waitForURL(/[?&]q=2/);
});

test('timely invoicing expands per project manager to that PM’s projects of the quarter', async ({
  page,
  factories,
}) => {
  let picked: { year: number; quarter: number } | null = null;
  let pmName = '';
  for (const q of kpiQuarterOptions(new Date().toISOString().slice(0, 10)).slice(0, 12)) {
    const { timelyInvoicing } = await factories.call(kpiContract.timelyInvoicing, { query: q });
    if (timelyInvoicing.length > 0) {
      picked = q;
      pmName = timelyInvoicing[0]!.displayName;
      break;
    }
  }
  expect(picked, 'a quarter of the demo company has pay apps').not.toBeNull();
  await loginAs(page, DEMO.pm);
  await page.goto(`/dashboard/kpi?y=${picked!.year}&q=${picked!.quarter}`);
  await page.getByRole('button', { name: 'Timely Invoicing', exact: true }).click();
  await page.getByRole('button', { name: `Show the projects of ${pmName}` }).click();
  const projects = page.getByRole('table', { name: 'Projects' });
  await expect(projects.getByRole('link').first()).toHaveAttribute(
    'href',
    /\/browser\/projects\/\d+/,
  );
  await saveScreen(page, 'kpi-timely-invoicing');
});

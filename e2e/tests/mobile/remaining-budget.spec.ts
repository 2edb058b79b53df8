import { remainingBudgetOf } from '@n5/shared/mobile/rules';
import { trackingContract as tr } from '@n5/shared/tracking/contract';
import { formatUsd } from '../../../apps/web/src/lib/format';
import { expect, test } from '../../fixtures/factories';
import { onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';

const hours = (value: string) =>
  `${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value as unknown as number,
  )} h`;

/**
 * One figure, one source (issue 40 item 3): the phone's Remaining is the office Tracking tab's
 * Cost Management — budget = Original, remaining = Original − Actual — for the same project.
 */
test("the phone's Remaining shows the Tracking tab's Cost Management figures", async ({
  page,
  factories,
}) => {
  await onPhoneAs(page);
  await page.goto('/m/projects?filter=WIP');
  await page.getByTestId('mobile-project').first().click();
  await expect(page).toHaveURL(/\/m\/projects\/\d+$/);
  const projectID = Number(new URL(page.url()).pathname.split('/').at(-1));
  const { totals } = await factories.call(tr.costManagementTotals, { query: { projectID } });
  const expected = remainingBudgetOf(totals);

  await page.getByRole('link', { name: 'Project Info' }).click();
  const remaining = page.getByRole('region', { name: 'Remaining' });
  const line = (label: string) => remaining.getByRole('listitem').filter({ hasText: label });
  await expect(line('Labor hours')).toContainText(`Budget ${hours(expected.laborHoursTotal)}`);
  await expect(line('Labor hours')).toContainText(
    `Remaining ${hours(expected.remainingLaborHoursTotal)}`,
  );
  await expect(line('Material')).toContainText(`Budget ${formatUsd(expected.materialCostTotal)}`);
  await expect(line('Material')).toContainText(
    `Remaining ${formatUsd(expected.remainingMaterialsTotal)}`,
  );
  await expect(line('Equipment')).toContainText(
    `Remaining ${formatUsd(expected.remainingEquipmentTotal)}`,
  );
  await remaining.scrollIntoViewIfNeeded();
  await saveScreen(page, 'm-project-info-remaining-390');
});

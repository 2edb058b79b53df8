import { inclusionsContract } from '@n5/shared/inclusions/contract';
import { setApiVersion } from '../../../apps/server/src/testing/books';
import { formatUsd } from '../../../apps/web/src/lib/format';
import { expect, test } from '../../fixtures/books';
import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { saveScreen } from '../../fixtures/screens';
import { loginAs } from '../../fixtures/session';

test('a v2 project: read the totals, expand a sub-category by contract, open it in the editor', async ({
  page,
  factories,
  books,
}) => {
  // An approved Base with two priced sub-categories, on a project marked v2 (the old system's
  // mark, which no call sets).
  const { ProjectID: projectId } = await factories.buildBillableProject();
  await setApiVersion(books, projectId, 'v2');
  const totals = await factories.call(inclusionsContract.totals, {
    params: { projectId, status: 'Approved' },
  });
  const row = totals.inclusions.find((r) => totals.subs_with_children.includes(r.sub_category_id))!;
  expect(row, 'an approved inclusion with contract detail rows').toBeDefined();

  await loginAs(page, DEMO.estimator);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/browser/projects/${projectId}?i=1`);
  const panel = page.getByRole('tabpanel', { name: 'Inclusions' });
  for (const title of ['Approved', 'Pending', 'Potential CO', 'Inactive'])
    await expect(panel.getByRole('heading', { name: `Inclusions - ${title}` })).toBeVisible();
  await expect(panel.getByRole('link', { name: 'Add new inclusion' })).toHaveAttribute(
    'href',
    `/browser/projects/inclusions/${projectId}`,
  );
  const approved = panel.getByRole('table', { name: 'Inclusions - Approved', exact: true });
  await expect(approved.getByTestId(`grand-total-Approved-${row.sub_category_code}`)).toHaveText(
    formatUsd(row.grand_total),
  );
  for (const group of [
    'Scope',
    'Totals',
    'Labor',
    'Material',
    'Equipment',
    'Other',
    'Subcontractors',
  ])
    await expect(approved.getByRole('columnheader', { name: group, exact: true })).toBeVisible();
  await expect(approved.getByRole('row', { name: /^Total/ })).toBeVisible();
  await saveScreen(page, 'inclusions-v2-1280');

  // The chevron fetches the contract rows once; closing and opening again only toggles them.
  let detailCalls = 0;
  page.on('request', (r) => {
    if (r.url().includes('/inclusions/summaries/')) detailCalls++;
  });
  const chevron = approved.getByRole('button', { name: `Contracts of ${row.sub_category_code}` });
  await chevron.focus();
  await page.keyboard.press('Enter');
  await expect(chevron).toHaveAttribute('aria-expanded', 'true');
  const details = approved.getByTestId('inclusion-detail-row');
  await expect(details.first()).toBeVisible();
  const sun = details.first().getByRole('img', { name: /^Client contract #\d+$/ });
  await sun.hover();
  await expect(page.getByRole('tooltip')).toHaveText(/^Client contract #\d+$/);
  await saveScreen(page, 'inclusions-v2-detail-1280');
  await chevron.click();
  await expect(details).toHaveCount(0);
  await chevron.click();
  await expect(details.first()).toBeVisible();
  expect(detailCalls).toBe(1);

  // The keyboard reaches the sub-category code; Enter opens the editor at it.
  const link = approved.getByRole('link', { name: row.sub_category_code, exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(
    `/browser/projects/${projectId}/inclusions/${row.category_id}/${row.sub_category_code}`,
  );
});

test('a v1 project shows the legacy sections; a new project has no inclusions', async ({
  page,
  factories,
}) => {
  const { ProjectID: id } = await factories.buildProject({
    ProjectName: `E2E inclusions ${Date.now()}`,
  });
  await loginAs(page, DEMO.pm);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(`/browser/projects/${id}?i=1`);
  const panel = page.getByRole('tabpanel', { name: 'Inclusions' });
  const legacy = panel.getByTestId('legacy-inclusions');
  await expect(legacy.getByRole('heading', { level: 3 })).toHaveText([
    'Approved',
    'Pending',
    'Potential CO',
    'Alternates',
    'Inactive',
  ]);
  await expect(legacy.getByText('No inclusions', { exact: true })).toHaveCount(5);
  await expect(panel.getByRole('link', { name: 'Add new inclusion' })).toBeVisible();
  await saveScreen(page, 'inclusions-legacy-empty-390');
});

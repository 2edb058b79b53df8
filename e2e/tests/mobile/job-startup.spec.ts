import { DEMO, VIEWPORTS } from '../../fixtures/env';
import { expect, test } from '../../fixtures/factories';
import { loginAs } from '../../fixtures/session';
import { expectUsableOnPhone, onPhoneAs } from '../../fixtures/mobile';
import { saveScreen } from '../../fixtures/screens';
import { drawSignature } from '../../fixtures/signature';

test('job startup: name, company and a drawn signature; listed with who and when', async ({
  page,
  factories,
}) => {
  const field = await onPhoneAs(page);
  const project = await factories.buildProject({
    ProjectName: `Startup ${Date.now()}`,
    StageType: 'In Progress',
  });
  await page.goto(`/m/projects/${project.ProjectID}`);
  await page.getByRole('link', { name: /Job Startup/ }).click();
  await expect(page.getByText('Nobody has signed the job start-up yet.')).toBeVisible();

  // Name and company first, then the drawing.
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Name is required.')).toBeVisible();
  await page.getByLabel('Name').fill('Ray Ortiz');
  await page.getByLabel('Company').fill('Prairie Drywall');
  await page.getByRole('button', { name: 'Submit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Missing signature' });
  await expect(dialog).toContainText('Please include a signature before clicking submit.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();

  // Draw with the pointer.
  await drawSignature(page, { swing: 35 });
  await expectUsableOnPhone(page);
  await saveScreen(page, 'm-job-startup-drawn-390');
  await page.getByRole('button', { name: 'Submit' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Signed by Ray Ortiz.' })).toBeVisible();
  const signature = page.getByTestId('job-startup-signature');
  await expect(signature).toHaveCount(1);
  await expect(signature).toContainText('Ray Ortiz · Prairie Drywall');
  await expect(signature).toContainText(`on ${field.DisplayName}'s device`);
  // On the company's clock whatever the phone's zone (issue 40 item 27: rows mixed UTC and CST).
  await expect(signature).toContainText(/\d{1,2}:\d{2} [AP]M C[SD]T/);
  await expect(signature.getByRole('img', { name: 'Signature of Ray Ortiz' })).toBeVisible();
  await expect(page.getByLabel('Name')).toHaveValue('');
  await saveScreen(page, 'm-job-startup-390');

  // The project's Job Start Up flag follows.
  await page.goto(`/m/projects/${project.ProjectID}/project-info`);
  await expect(page.getByRole('img', { name: 'Job Start Up: Green' })).toBeVisible();

  // The office sees it on the project page.
  await page.setViewportSize(VIEWPORTS.desktop);
  await loginAs(page, DEMO.pm);
  await page.goto(`/browser/projects/${project.ProjectID}`);
  const section = page.getByRole('region', { name: 'Job start-up signatures' });
  await expect(section).toContainText('Ray Ortiz · Prairie Drywall');
  await expect(section.getByRole('img', { name: 'Signature of Ray Ortiz' })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await saveScreen(page, 'project-job-startup-1440');
});

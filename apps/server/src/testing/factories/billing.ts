import { billingContract } from '@n5/shared/billing/contract';
import { amountFromPercent } from '@n5/shared/billing/pay-app-math';
import { compare, fromNumeric, ZERO } from '@n5/shared/core/decimal';
import type { TApiCall } from './api-call';

/**
 * A pay app made through the Invoice tab's calls, as a project manager would: the next pay app
 * of a project with an approved contract, billing 10% of every scheduled row, with materials
 * stored on the first row (5% of its adjusted), then sent to the client when `status` is
 * Pending. The caller needs office access (the pay app page itself is public).
 */
export async function buildPayApp(
  call: TApiCall,
  input: { projectID: number; status: 'Preparing' | 'Pending'; clientEmail?: string },
) {
  const { projectID } = input;
  const { paymentApplicationType: number, guid } = await call(billingContract.addPayApp, {
    body: { projectID },
  });
  const which = { projectID, paymentApplicationType: number };
  await call(billingContract.setColumn, { body: { ...which, percent: '10' } });
  const { payapps: rows } = await call(billingContract.clientInvoicing, { query: { projectID } });
  const first = rows.find((row) => compare(fromNumeric(row.adjusted), ZERO) > 0);
  if (first) {
    await call(billingContract.setAmount, {
      body: {
        ...which,
        subCategoryCode: first.subCategoryCode,
        stored: amountFromPercent(first.adjusted, '5'),
      },
    });
  }
  if (input.status === 'Pending') {
    await call(billingContract.sendToClient, {
      body: {
        ...which,
        recipients: [input.clientEmail ?? 'client@example.com'],
        message: 'Please review and approve.',
      },
    });
  }
  return { guid, projectID, number };
}

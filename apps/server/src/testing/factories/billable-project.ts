import { billingContract } from '@n5/shared/billing/contract';
import { contractsContract } from '@n5/shared/contracts/contract';
import type { TApiCall, TApiUpload } from './api-call';
import { buildCondition } from './estimating';
import { buildProject, type TProjectOverrides } from './project';

const SIGNED_PDF = Buffer.from('%PDF-1.4\n% signed proposal\ntrailer<<>>\n%%EOF\n');

/** Approves a client contract (Base or change order) by uploading its signed PDF. */
export function uploadSignedClientContract(upload: TApiUpload, guid: string) {
  return upload(
    contractsContract.uploadClientContract,
    { contractGUID: guid },
    { name: 'signed.pdf', data: SIGNED_PDF, type: 'application/pdf' },
  );
}

/** A priced condition of 20 EA at `cost` each on a client contract: cost × 20, no tax. */
const pricedCondition = (projectID: number, guid: string, subCategoryCode: string) => ({
  ...{ projectID, subCategoryCode, ClientContractID: guid, MeasurementType: 'EA' },
  ...{ LaborHours: '0', MaterialMarkup: '0', EquipmentCost: '0', OtherCostsCost: '0' },
});

/**
 * A project In Progress with an approved Base contract (10% retention) scheduling two
 * sub-categories, 09-2900 at $1,000.00 and 26-5100 at $3,000.00 (no tax), made through the API as
 * the contracts tab would: Base added, described and given days and retention, two priced
 * conditions put on it, then approved by uploading the signed PDF (signing by link is the
 * contracts area's own story). The one billable project of the API and end-to-end tests.
 */
export async function buildBillableProject(
  call: TApiCall,
  upload: TApiUpload,
  overrides: TProjectOverrides = {},
) {
  const project = await buildProject(call, { ...overrides, StageType: 'In Progress' });
  const projectID = project.ProjectID;
  const { ClientContractID: guid } = await call(contractsContract.addClientContract, {
    body: { projectID },
  });
  await call(contractsContract.setClientDescription, {
    body: { guid, contractDescription: 'Interior renovation as listed.' },
  });
  await call(contractsContract.setClientWorkDays, { body: { guid, clientWorkDays: 30 } });
  await call(contractsContract.setClientRetention, { body: { guid, retention: '10' } });
  for (const [subCategoryCode, cost] of [
    ['09-2900', '50'],
    ['26-5100', '150'],
  ] as const) {
    await buildCondition(call, {
      ...pricedCondition(projectID, guid, subCategoryCode),
      TotalQuantities: '20',
      MaterialCost: cost,
    });
  }
  await uploadSignedClientContract(upload, guid);
  return project;
}

/**
 * Change order 1 of a billable project: four boards of 09-2900 taken out at $50.00 (−$200.00),
 * approved by its signed PDF. Returns the change order's guid.
 */
export async function approveDeductiveChangeOrder(
  call: TApiCall,
  upload: TApiUpload,
  projectID: number,
) {
  const { ClientContractID: co } = await call(contractsContract.addClientContract, {
    body: { projectID },
  });
  await call(contractsContract.setClientDescription, {
    body: { guid: co, contractDescription: 'Deduct four boards.' },
  });
  await call(contractsContract.setClientWorkDays, { body: { guid: co, clientWorkDays: 0 } });
  await buildCondition(call, {
    ...pricedCondition(projectID, co, '09-2900'),
    TotalQuantities: '-4',
    MaterialCost: '50',
  });
  await uploadSignedClientContract(upload, co);
  return co;
}

/**
 * The project's next pay app, billing `percent` of every line (Column G at once), certified
 * (status Approved). Returns its number.
 */
export async function certifyNextPayApp(call: TApiCall, projectID: number, percent: string) {
  const added = await call(billingContract.addPayApp, { body: { projectID } });
  const which = { projectID, paymentApplicationType: added.paymentApplicationType };
  await call(billingContract.setColumn, { body: { ...which, percent } });
  await call(billingContract.setStatus, { body: { ...which, status: 'Approved' } });
  return added.paymentApplicationType;
}

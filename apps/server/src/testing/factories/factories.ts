import type { TApiCall, TApiUpload } from './api-call';
import {
  approveDeductiveChangeOrder,
  buildBillableProject,
  certifyNextPayApp,
  uploadSignedClientContract,
} from './billable-project';
import { buildTemplateRequest } from './condition-templates';
import { buildCompany, buildContact, type TCompanyOverrides } from './crm';
import { buildCondition, buildSubBid, type TConditionOverrides } from './estimating';
import { buildProject, type TProjectOverrides } from './project';

/** The factories bound to one caller (a signed-in user), as tests use them. */
export function createFactories(call: TApiCall, upload: TApiUpload) {
  return {
    buildProject: (overrides?: TProjectOverrides) => buildProject(call, overrides),
    buildBillableProject: (overrides?: TProjectOverrides) =>
      buildBillableProject(call, upload, overrides),
    approveDeductiveChangeOrder: (projectID: number) =>
      approveDeductiveChangeOrder(call, upload, projectID),
    uploadSignedClientContract: (guid: string) => uploadSignedClientContract(upload, guid),
    certifyNextPayApp: (projectID: number, percent: string) =>
      certifyNextPayApp(call, projectID, percent),
    buildCompany: (overrides?: TCompanyOverrides) => buildCompany(call, overrides),
    buildContact: (overrides?: Parameters<typeof buildContact>[1]) => buildContact(call, overrides),
    buildCondition: (overrides?: TConditionOverrides) => buildCondition(call, overrides),
    buildSubBid: (input: Parameters<typeof buildSubBid>[1]) => buildSubBid(call, input),
    buildTemplateRequest: (input?: Parameters<typeof buildTemplateRequest>[1]) =>
      buildTemplateRequest(call, input),
  };
}
export type TFactories = ReturnType<typeof createFactories>;

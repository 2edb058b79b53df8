import type { TUser } from '@n5/shared/session/schemas';
import { recordAudit } from '../../../lib/audit';
import { badRequest, conflict, notFound } from '../../../lib/errors';
import { keyedTransaction } from '../../../lib/idempotency/keyed-transaction';
import type { TContractsDeps } from '../deps';
import {
  findCompany,
  insertSubContract,
  listSubContracts,
  lockProjectContractTypes,
  subContractExists,
} from '../queries';

/** Adds a subcontractor's Base sub contract to the project (400 not a sub, 409 already one). */
export async function addSubContract(
  deps: TContractsDeps,
  input: { projectId: number; companyId: number },
  user: TUser,
) {
  const { projectId, companyId } = input;
  return keyedTransaction(deps.db, async (tx) => {
    const locked = await lockProjectContractTypes(tx, projectId);
    if (!locked) throw notFound(`There is no project ${projectId}.`);
    const company = await findCompany(tx, companyId);
    if (!company) throw badRequest(`There is no company ${companyId}.`);
    if (company.subcontractorInd !== 1) {
      throw badRequest(`${company.companyName} is not marked as a subcontractor.`);
    }
    if (await subContractExists(tx, projectId, companyId, 'Base')) {
      throw conflict(`${company.companyName} already has a sub contract on this project.`);
    }
    const values = { projectId, companyId, subContractType: 'Base' };
    const id = await insertSubContract(tx, values);
    await recordAudit(tx, {
      userId: user.UserID,
      entity: 'sub_contract',
      entityId: id,
      action: 'insert',
      after: values,
    });
    return { SubContractID: id, SubContractOptions: await listSubContracts(tx, projectId) };
  });
}

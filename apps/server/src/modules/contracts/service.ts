import type { TDb, TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import {
  findClientContract,
  findSubContract,
  listClientContracts,
  listSubContracts,
  projectExists,
} from './queries';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Client and sub contracts, the part issue 13 needs: the condition card's dropdowns and the
 * look-ups the estimating service validates against. Issue 14 builds the rest here.
 */
export function createContractsService(deps: { db: TDb }) {
  const { db } = deps;

  async function options(projectId: number) {
    if (!(await projectExists(db, projectId))) throw notFound(`There is no project ${projectId}.`);
    const [clientContracts, subContracts] = await Promise.all([
      listClientContracts(db, projectId),
      listSubContracts(db, projectId),
    ]);
    return { clientContracts, subContracts };
  }

  return {
    options,
    /** A client contract of the project, or null (also for text that is not a UUID). */
    findClientContract: (tx: TDbOrTx, projectId: number, contractId: string) =>
      UUID.test(contractId) ? findClientContract(tx, projectId, contractId) : null,
    findSubContract: (tx: TDbOrTx, projectId: number, contractId: string) =>
      UUID.test(contractId) ? findSubContract(tx, projectId, contractId) : null,
  };
}
export type TContractsService = ReturnType<typeof createContractsService>;

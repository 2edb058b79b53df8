import { notFound } from '../../../lib/errors';
import type { TContractsDeps } from '../deps';
import { listClientContracts, listSubContracts, projectExists } from '../queries';

/** The condition card's contract choices (issue 13): the project's client and sub contracts. */
export async function listContractOptions(deps: TContractsDeps, input: { projectId: number }) {
  const { db } = deps;
  if (!(await projectExists(db, input.projectId)))
    throw notFound(`There is no project ${input.projectId}.`);
  const [clientContracts, subContracts] = await Promise.all([
    listClientContracts(db, input.projectId),
    listSubContracts(db, input.projectId),
  ]);
  return { clientContracts, subContracts };
}

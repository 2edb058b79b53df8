import { projectOr404, type TContractsDeps } from '../deps';

/** The v2 contracts API's project (snake_case names). */
export async function getV2Project(deps: TContractsDeps, input: { projectId: number }) {
  const p = await projectOr404(deps.db, input.projectId);
  return {
    project: {
      id: p.projectId,
      name: p.projectName,
      api_version: p.apiVersion,
      work_location_name: p.workLocationName,
    },
  };
}

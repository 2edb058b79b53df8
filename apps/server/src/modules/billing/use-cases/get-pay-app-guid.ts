import { payAppOr404, projectOr404, type TBillingDeps } from '../deps';

/** A pay app's GUID (its public link), by project and number. */
export async function getPayAppGuid(
  deps: TBillingDeps,
  input: { projectId: number; number: number },
) {
  await projectOr404(deps.db, input.projectId);
  return { guid: (await payAppOr404(deps.db, input.projectId, input.number)).guid };
}

import { noteProjectOr404, type TNotesDeps } from '../deps';
import { listRecipients as selectRecipients } from '../queries';

/** Who gets a project's notes by email. */
export async function listRecipients(deps: TNotesDeps, input: { projectId: number }) {
  await noteProjectOr404(deps, input.projectId);
  return { notifications: await selectRecipients(deps.db, input.projectId) };
}

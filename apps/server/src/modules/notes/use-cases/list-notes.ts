import { canIncludeClient } from '@n5/shared/notes/rules';
import type { TUser } from '@n5/shared/session/schemas';
import { noteProjectOr404, type TNotesDeps } from '../deps';
import { listNotes as selectNotes } from '../queries';

/** A project's notes, newest first, and whether this user may include the client. */
export async function listNotes(deps: TNotesDeps, input: { projectId: number }, user: TUser) {
  const project = await noteProjectOr404(deps, input.projectId);
  return {
    projectNotes: await selectNotes(deps.db, input.projectId),
    canIncludeClient: canIncludeClient(user, project, 'desktop'),
    canIncludeClientInField: canIncludeClient(user, project, 'field'),
    hasClientEmail: !!project.ClientEmail,
  };
}

import { noteProjectOr404, type TNotesDeps } from '../deps';
import { listRecipients } from '../queries';

/** What the dialog shows of the email a new note sends: client, subject, team addresses. */
export async function getNoteEmailDetails(deps: TNotesDeps, input: { projectId: number }) {
  const project = await noteProjectOr404(deps, input.projectId);
  const recipients = await listRecipients(deps.db, input.projectId);
  return {
    clientEmail: project.ClientEmail,
    subject: `Project #${project.ProjectID} ${project.ProjectName}: new note`,
    emailList: [...new Set(recipients.map((r) => r.EmailAddress))],
  };
}

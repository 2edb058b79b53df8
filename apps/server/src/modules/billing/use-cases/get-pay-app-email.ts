import { payAppLink, payAppSubject } from '@n5/shared/billing/rules';
import { payAppOr404, projectOr404, publicUrlOf, type TBillingDeps } from '../deps';

/** The send dialog's first values: its last recipients (or the client's email), subject, link. */
export async function getPayAppEmail(
  deps: TBillingDeps,
  input: { projectId: number; number: number },
) {
  const { projectId, number } = input;
  const project = await projectOr404(deps.db, projectId);
  const row = await payAppOr404(deps.db, projectId, number);
  return {
    recipients: row.sentTo
      ? row.sentTo.split(',').map((s) => s.trim())
      : project.clientEmail
        ? [project.clientEmail]
        : [],
    subject: payAppSubject({ ...project, number }),
    link: payAppLink(publicUrlOf(deps), row.guid),
  };
}

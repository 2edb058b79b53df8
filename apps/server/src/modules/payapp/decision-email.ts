import type { TPayAppRow } from './queries';

/**
 * The project manager's notification of the client's decision (spec 3 §4): composed here on the
 * server, never in the browser; a rejection carries the client's reason.
 */
export function decisionEmail(
  row: Pick<TPayAppRow, 'number' | 'projectId' | 'projectName' | 'workLocationName'>,
  decision: 'approved' | 'rejected',
  reason: string | null,
  link: string,
) {
  const what = `Payment Application #${row.number}`;
  const project = `#${row.projectId} ${row.projectName}${row.workLocationName ? ` - ${row.workLocationName}` : ''}`;
  const verb = decision === 'approved' ? 'approved' : 'rejected';
  const lines = [
    `The client ${verb} ${what} for project ${project}.`,
    ...(decision === 'rejected'
      ? ['', 'Reason given by the client:', reason ?? '', '', 'The pay app is back in Preparing.']
      : ['', 'The application is certified: its figures are frozen as approved.']),
    '',
    `View it: ${link}`,
  ];
  return {
    subject: `${what} ${verb}: ${project}`,
    text: `${lines.join('\n')}\n`,
  };
}

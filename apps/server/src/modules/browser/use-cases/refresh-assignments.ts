import type { TPersonRef } from '../../../lib/accounting/gateway';
import type { TBrowserDeps } from '../deps';

const personName = (person: TPersonRef | null) =>
  person ? (person.name ?? person.email ?? person.employeeId ?? String(person.userId)) : null;

/** Refresh Assignments: asks the accounting system for PM, PE and SI per project. */
export async function refreshAssignments(deps: Pick<TBrowserDeps, 'accounting'>) {
  const { accounting } = deps;
  const assignments = await accounting.getProjectAssignments();
  return {
    source: accounting.kind,
    assignments: assignments.length,
    projects: assignments.map((a) => ({
      projectId: a.projectId,
      projectManager: personName(a.projectManager),
      projectEngineer: personName(a.projectEngineer),
      superintendent: personName(a.superintendent),
    })),
  };
}

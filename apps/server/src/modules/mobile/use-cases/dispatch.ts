import type { TPersonRef } from '../../../lib/accounting/gateway';
import type { TMobileDeps } from '../deps';
import { listProjectLabels } from '../queries';

const personKey = (p: TPersonRef) =>
  p.userId !== null ? `u${p.userId}` : (p.employeeId ?? p.email ?? p.name ?? 'unknown');
const personName = (p: TPersonRef) => p.name ?? p.email ?? p.employeeId ?? 'Unknown person';

/** The day's dispatch rows and each project's label (a placeholder for one we do not have). */
async function dispatchDay(deps: TMobileDeps, date: string) {
  const rows = await deps.accounting.getDispatch(date);
  const labels = new Map(
    (await listProjectLabels(deps.db, [...new Set(rows.map((r) => r.projectId))])).map((p) => [
      p.projectID,
      p,
    ]),
  );
  const labelOf = (projectId: number) =>
    labels.get(projectId) ?? {
      projectID: projectId,
      projectName: `Project ${projectId}`,
      workLocationName: null,
      companyName: null,
    };
  return { rows, labelOf };
}

/** Dispatch of a day by team member (spec 3 §2.9), from the accounting gateway. */
export async function dispatchByTeamMember(deps: TMobileDeps, date: string) {
  const { rows, labelOf } = await dispatchDay(deps, date);
  const people = new Map<
    string,
    {
      key: string;
      userID: number | null;
      displayName: string;
      projects: Array<{
        projectID: number;
        projectName: string;
        workLocationName: string | null;
        subCategoryCode: string | null;
      }>;
    }
  >();
  for (const row of rows) {
    const key = personKey(row.person);
    const person = people.get(key) ?? {
      key,
      userID: row.person.userId,
      displayName: personName(row.person),
      projects: [],
    };
    const { projectID, projectName, workLocationName } = labelOf(row.projectId);
    person.projects.push({
      projectID,
      projectName,
      workLocationName,
      subCategoryCode: row.subCategoryCode,
    });
    people.set(key, person);
  }
  const sorted = [...people.values()].sort((a, b) => a.displayName.localeCompare(b.displayName));
  return { assignmentDate: date, people: sorted };
}

/** Dispatch of a day by project (spec 3 §2.9). */
export async function dispatchByProject(deps: TMobileDeps, date: string) {
  const { rows, labelOf } = await dispatchDay(deps, date);
  const byProject = new Map<
    number,
    ReturnType<typeof labelOf> & {
      people: Array<{
        key: string;
        userID: number | null;
        displayName: string;
        subCategoryCode: string | null;
      }>;
    }
  >();
  for (const row of rows) {
    const project = byProject.get(row.projectId) ?? { ...labelOf(row.projectId), people: [] };
    project.people.push({
      key: personKey(row.person),
      userID: row.person.userId,
      displayName: personName(row.person),
      subCategoryCode: row.subCategoryCode,
    });
    byProject.set(row.projectId, project);
  }
  const sorted = [...byProject.values()].sort((a, b) => a.projectName.localeCompare(b.projectName));
  return { assignmentDate: date, projects: sorted };
}

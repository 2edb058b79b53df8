import type { TUser } from '@n5/shared/session/schemas';
import type { TProjectDeps } from './deps';
import { duplicateProject } from './use-cases/duplicate-project';
import { exportTaskBudget } from './use-cases/export-task-budget';
import { getProject } from './use-cases/get-project';
import { getProjectName } from './use-cases/get-project-name';
import { listBillingAddresses } from './use-cases/list-billing-addresses';
import { listClientCompanies } from './use-cases/list-client-companies';
import { listContactOptions } from './use-cases/list-contact-options';
import { listWorkLocations } from './use-cases/list-work-locations';
import { setProjectInfo } from './use-cases/set-project-info';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The project page's Project Info tab: the project, one field at a time, duplication and the task
 * budget export. The service only composes the use cases (`use-cases/<verb-noun>.ts`).
 */
export function createProjectService(deps: TProjectDeps) {
  return {
    getProject: (projectId: number) => getProject(deps, { projectId }),
    getProjectName: (projectId: number) => getProjectName(deps, { projectId }),
    setProjectInfo: (user: TUser, input: TInput<typeof setProjectInfo>) =>
      setProjectInfo(deps, input, user),
    duplicateProject: (user: TUser, input: TInput<typeof duplicateProject>) =>
      duplicateProject(deps, input, user),
    exportTaskBudget: (projectId: number) => exportTaskBudget(deps, { projectId }),
    listContacts: () => listContactOptions(deps),
    listClientCompanies: () => listClientCompanies(deps),
    listWorkLocations: () => listWorkLocations(deps),
    listBillingAddresses: () => listBillingAddresses(deps),
  };
}
export type TProjectService = ReturnType<typeof createProjectService>;

import type { TUser } from '@n5/shared/session/schemas';
import type { TMobileDeps } from './deps';
import { dispatchByProject, dispatchByTeamMember } from './use-cases/dispatch';
import { addSignature, listSignatures } from './use-cases/job-startup';
import { listProjects, projectCategories, projectInfo } from './use-cases/projects';
import { weeklyAssignments } from './use-cases/weekly-assignments';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The field area (spec 3 §2.9): dispatch from the accounting gateway, the project list and page,
 * job start-up signatures with their evidence, and the weekly hours of a pay period. The service
 * only composes the use cases (`use-cases/<noun>.ts`).
 */
export function createMobileService(deps: TMobileDeps) {
  return {
    menuLinks: () => ({
      links: {
        paylocity: deps.config.MOBILE_PAYLOCITY_URL || null,
        profile: deps.config.MOBILE_PROFILE_URL || null,
      },
    }),
    dispatchByTeamMember: (date: string) => dispatchByTeamMember(deps, date),
    dispatchByProject: (date: string) => dispatchByProject(deps, date),
    listProjects: (user: TUser) => listProjects(deps, user),
    projectCategories: (projectId: number) => projectCategories(deps, projectId),
    projectInfo: (projectId: number) => projectInfo(deps, projectId),
    listSignatures: (projectId: number) => listSignatures(deps, projectId),
    addSignature: (
      input: TInput<typeof addSignature>,
      user: TUser,
      client: { ip: string; userAgent: string | null },
    ) => addSignature(deps, input, user, client),
    weeklyAssignments: (input: TInput<typeof weeklyAssignments>, user: TUser) =>
      weeklyAssignments(deps, input, user),
  };
}
export type TMobileService = ReturnType<typeof createMobileService>;

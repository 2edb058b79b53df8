import { hasRole, isAdmin, type TSubject } from '../permissions/can';
import { ROLE_NAME } from '../permissions/roles';

/**
 * The project fields that name its people. They grant rights on the project (client notes now,
 * contract and pay app actions later), so nobody may hand such a right to themselves.
 */
export const ASSIGNMENT_FIELDS = [
  'EstimatedBy',
  'SoldBy',
  'ManagedBy',
  'ProjectManagerID',
  'ProjectEngineerID',
  'SuperintendentID',
] as const;
export type TAssignmentField = (typeof ASSIGNMENT_FIELDS)[number];

export const isAssignmentField = (field: string): field is TAssignmentField =>
  (ASSIGNMENT_FIELDS as readonly string[]).includes(field);

/** Who runs the project today: the people who may hand it on. */
export interface TProjectRunners {
  ManagedBy: number | null;
  ProjectManagerID: number | null;
}

/**
 * DOMAIN.md "Assignments": admins, PROJECT STAGE MANAGER (Superuser passes role checks), and the
 * project's current ManagedBy or project manager change the assignment fields; nobody else.
 */
export function canChangeAssignments(
  user: (TSubject & { UserID: number }) | null | undefined,
  project: TProjectRunners,
): boolean {
  if (!user) return false;
  return (
    isAdmin(user) ||
    hasRole(user, ROLE_NAME.PROJECT_STAGE_MANAGER) ||
    project.ManagedBy === user.UserID ||
    project.ProjectManagerID === user.UserID
  );
}

/** The server's 403 and the form's hint: who may make the change. */
export const ASSIGNMENT_REFUSAL =
  'Only an admin, a project stage manager, or the project’s Managed By or Project Manager changes who is assigned to it.';

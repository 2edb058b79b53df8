import { refusalMessage } from '@n5/shared/core/field-rules';
import {
  canChangeKsTax,
  projectInfoFieldRule,
  type TProjectInfoField,
} from '@n5/shared/project/rules';
import { canChangeStage } from '@n5/shared/project/stages';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import {
  copyForecast,
  copyNotificationRecipients,
  existsById,
  FIELD_COLUMNS,
  findProject,
  findProjectName,
  insertProjectCopy,
  listBillingAddresses,
  listClientCompanies,
  listContactOptions,
  listWorkLocations,
  updateProjectColumn,
  type TProjectRow,
} from './queries';

const missingProject = (projectId: number) => notFound(`There is no project #${projectId}.`);

export function createProjectService(deps: { db: TDb; accounting: AccountingGateway }) {
  const { db, accounting } = deps;

  async function getProject(projectId: number): Promise<TProjectRow> {
    const project = await findProject(db, projectId);
    if (!project) throw missingProject(projectId);
    return project;
  }

  async function getProjectName(projectId: number) {
    const name = await findProjectName(db, projectId);
    if (name === null) throw missingProject(projectId);
    return name;
  }

  /**
   * One field, checked by the shared field table, then by the rules that need the database: the
   * stage needs PROJECT STAGE MANAGER (403), the Kansas tax an open proposal, references must
   * exist. The change and its audit row are one transaction; an unchanged value writes nothing.
   */
  async function setProjectInfo(
    user: TUser,
    input: { projectID: number; field: string; value: string | number | null },
  ) {
    const field = input.field as TProjectInfoField;
    const rule = projectInfoFieldRule(field);
    const parsed = rule.schema.safeParse(input.value);
    if (!parsed.success) throw badRequest(refusalMessage(parsed.error));
    const value = parsed.data;
    if (field === 'StageType' && !canChangeStage(user)) {
      throw forbidden('Only a PROJECT STAGE MANAGER can change the stage of a project.');
    }

    return db.transaction(async (tx) => {
      const before = await findProject(tx, input.projectID, { lock: true });
      if (!before) throw missingProject(input.projectID);
      if (field === 'KSRemodelingTaxInd' && !canChangeKsTax(before.StageType)) {
        throw badRequest(
          `The KS remodel tax can change only while the project is Preparing Proposal or Awaiting Approval; it is ${before.StageType}.`,
        );
      }
      if (
        rule.references &&
        value !== null &&
        !(await existsById(tx, rule.references, value as number))
      ) {
        throw badRequest(`${rule.label} #${value} is not a ${rule.references}.`);
      }
      const oldValue = before[field];
      if (String(oldValue ?? '') === String(value ?? '')) return before;

      await updateProjectColumn(tx, input.projectID, FIELD_COLUMNS[field], value);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project',
        entityId: input.projectID,
        action: 'update',
        before: { [field]: oldValue },
        after: { [field]: value },
      });
      return (await findProject(tx, input.projectID))!;
    });
  }

  /** The copy, its forecast and notification list in one transaction, each write audited. */
  async function duplicateProject(
    user: TUser,
    input: { projectName: string; projectIDToCopy: number },
  ) {
    return db.transaction(async (tx) => {
      const copy = await insertProjectCopy(tx, input.projectIDToCopy, input.projectName.trim());
      if (!copy) throw missingProject(input.projectIDToCopy);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project',
        entityId: copy.projectId,
        action: 'insert',
        after: { ...copy, duplicatedFrom: input.projectIDToCopy },
      });
      const forecast = await copyForecast(tx, input.projectIDToCopy, copy.projectId);
      if (forecast) {
        await recordAudit(tx, {
          userId: user.UserID,
          entity: 'forecast',
          entityId: copy.projectId,
          action: 'insert',
          after: forecast,
        });
      }
      for (const recipient of await copyNotificationRecipients(
        tx,
        input.projectIDToCopy,
        copy.projectId,
      )) {
        await recordAudit(tx, {
          userId: user.UserID,
          entity: 'project_notification_recipient',
          entityId: `${recipient.projectId}:${recipient.userId}`,
          action: 'insert',
          after: recipient,
        });
      }
      return [{ ProjectID: copy.projectId }];
    });
  }

  async function exportTaskBudget(projectId: number) {
    await getProjectName(projectId);
    return accounting.exportProjectBudget(projectId);
  }

  return {
    getProject,
    getProjectName,
    setProjectInfo,
    duplicateProject,
    exportTaskBudget,
    listContacts: () => listContactOptions(db),
    listClientCompanies: () => listClientCompanies(db),
    listWorkLocations: () => listWorkLocations(db),
    listBillingAddresses: () => listBillingAddresses(db),
  };
}
export type TProjectService = ReturnType<typeof createProjectService>;

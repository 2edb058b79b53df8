import { refusalMessage } from '@n5/shared/core/field-rules';
import {
  canChangeKsTax,
  projectInfoFieldRule,
  type TProjectInfoField,
} from '@n5/shared/project/rules';
import type { TStageType } from '@n5/shared/project/constants';
import {
  ASSIGNMENT_REFUSAL,
  canChangeAssignments,
  isAssignmentField,
} from '@n5/shared/project/assignments';
import { COMPLETED_FOLLOWS_STAGE } from '@n5/shared/project/stages';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { keyedTransaction } from '../../lib/idempotency/keyed-transaction';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { TEstimatingService } from '../estimating';
import type { TStageService } from '../stage';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import {
  copyForecast,
  copyNotificationRecipients,
  existsById,
  FIELD_COLUMNS,
  findContactWithCompany,
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

export function createProjectService(deps: {
  db: TDb;
  accounting: AccountingGateway;
  stage: TStageService;
  /** Recomputes the conditions' tax when the project's Kansas tax changes (issue 13). */
  estimating?: Pick<TEstimatingService, 'retax'>;
}) {
  const { db, accounting, stage } = deps;

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
   * stage is the stage service's change (role, transitions, side effects), the Kansas tax needs an
   * open proposal, references must exist. The change and its audit row are one transaction; an unchanged value writes nothing.
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
    if (field === 'CompletedInd') throw badRequest(COMPLETED_FOLLOWS_STAGE);
    if (field === 'StageType') {
      // One stage change for every screen: the same transitions, confirmations' rules and side
      // effects as the browser's stage cell (modules/stage).
      await stage.changeStage(user, { projectID: input.projectID, stageType: value as TStageType });
      return getProject(input.projectID);
    }

    return db.transaction(async (tx) => {
      const before = await findProject(tx, input.projectID, { lock: true });
      if (!before) throw missingProject(input.projectID);
      // The people fields grant rights on the project: checked against the locked row, so a
      // hand-on racing this change cannot let a stranger through.
      if (isAssignmentField(field) && !canChangeAssignments(user, before)) {
        throw forbidden(ASSIGNMENT_REFUSAL);
      }
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
      const changes: Partial<Record<TProjectInfoField, string | number | null>> = {
        [field]: value,
      };

      if ((field === 'ClientContactID' || field === 'BillingContactID') && value !== null) {
        // Client and billing contacts are contacts of client companies; choosing the client
        // contact makes its company the project's client company.
        const contact = await findContactWithCompany(tx, value as number);
        if (contact && (contact.clientInd !== 1 || contact.status !== 'Active')) {
          throw badRequest(
            `${rule.label} ${contact.contactName} is not an active contact of a client company.`,
          );
        }
        if (field === 'ClientContactID' && contact?.companyId) {
          changes.ClientCompanyID = contact.companyId;
        }
      }
      if (field === 'ClientCompanyID' && before.ClientContactID !== null) {
        // The client company is checked against the client contact it must go with.
        const contact = await findContactWithCompany(tx, before.ClientContactID);
        if (contact && contact.companyId !== value) {
          throw badRequest(
            `The Client Contact ${contact.contactName} works for ${contact.companyName ?? 'no company'}. Choose a contact of the new client company, or clear the Client Contact first.`,
          );
        }
      }

      const changed = Object.keys(changes).filter(
        (name) =>
          String(before[name as TProjectInfoField] ?? '') !==
          String(changes[name as TProjectInfoField] ?? ''),
      ) as TProjectInfoField[];
      for (const name of changed) {
        await updateProjectColumn(tx, input.projectID, FIELD_COLUMNS[name], changes[name] ?? null);
      }
      if (changed.includes('KSRemodelingTaxInd'))
        await deps.estimating?.retax(tx, input.projectID, value as number);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project',
        entityId: input.projectID,
        action: 'update',
        before: Object.fromEntries(changed.map((name) => [name, before[name]])),
        after: Object.fromEntries(changed.map((name) => [name, changes[name]])),
      });
      return (await findProject(tx, input.projectID))!;
    });
  }

  /** The copy, its forecast and notification list in one transaction, each write audited. */
  async function duplicateProject(
    user: TUser,
    input: { projectName: string; projectIDToCopy: number },
  ) {
    return keyedTransaction(db, async (tx) => {
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

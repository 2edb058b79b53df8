import { refusalMessage } from '@n5/shared/core/field-rules';
import {
  ASSIGNMENT_REFUSAL,
  canChangeAssignments,
  isAssignmentField,
} from '@n5/shared/project/assignments';
import type { TStageType } from '@n5/shared/project/constants';
import {
  canChangeKsTax,
  projectInfoFieldRule,
  type TProjectInfoField,
} from '@n5/shared/project/rules';
import { COMPLETED_FOLLOWS_STAGE } from '@n5/shared/project/stages';
import type { TUser } from '@n5/shared/session/schemas';
import type { TDbOrTx } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { badRequest, forbidden } from '../../../lib/errors';
import { missingProject, type TProjectDeps } from '../deps';
import {
  existsById,
  FIELD_COLUMNS,
  findContactWithCompany,
  findProject,
  updateProjectColumn,
  type TProjectRow,
} from '../queries';
import { getProject } from './get-project';

type TValue = string | number | null;
type TChanges = Partial<Record<TProjectInfoField, TValue>>;
type TEdit = {
  field: TProjectInfoField;
  rule: ReturnType<typeof projectInfoFieldRule>;
  value: TValue;
};

/** The rules checked against the locked row: people fields, the Kansas tax, references. */
async function checkEdit(tx: TDbOrTx, user: TUser, before: TProjectRow, edit: TEdit) {
  const { field, rule, value } = edit;
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
}

/** The field's change and what goes with it: the client contact brings its company. */
async function changesOf(tx: TDbOrTx, before: TProjectRow, edit: TEdit): Promise<TChanges> {
  const { field, rule, value } = edit;
  const changes: TChanges = { [field]: value };
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
  return changes;
}

/** Writes the columns that changed, retaxes for the Kansas tax, and the audit row. */
async function writeChanges(
  deps: TProjectDeps,
  tx: TDbOrTx,
  write: { user: TUser; projectId: number; before: TProjectRow; changes: TChanges; value: TValue },
) {
  const { user, projectId, before, changes, value } = write;
  const changed = Object.keys(changes).filter(
    (name) =>
      String(before[name as TProjectInfoField] ?? '') !==
      String(changes[name as TProjectInfoField] ?? ''),
  ) as TProjectInfoField[];
  for (const name of changed) {
    await updateProjectColumn(tx, projectId, FIELD_COLUMNS[name], changes[name] ?? null);
  }
  if (changed.includes('KSRemodelingTaxInd'))
    await deps.estimating?.retax(tx, projectId, value as number);
  await recordAudit(tx, {
    userId: user.UserID,
    entity: 'project',
    entityId: projectId,
    action: 'update',
    before: Object.fromEntries(changed.map((name) => [name, before[name]])),
    after: Object.fromEntries(changed.map((name) => [name, changes[name]])),
  });
}

/**
 * One field, checked by the shared field table, then by the rules that need the database: the
 * stage is the stage service's change (role, transitions, side effects), the Kansas tax needs an
 * open proposal, references must exist. The change and its audit row are one transaction; an unchanged value writes nothing.
 */
export async function setProjectInfo(
  deps: TProjectDeps,
  input: { projectID: number; field: string; value: string | number | null },
  user: TUser,
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
    await deps.stage.changeStage(user, {
      projectID: input.projectID,
      stageType: value as TStageType,
    });
    await deps.projectAccounting?.queue(input.projectID);
    return getProject(deps, { projectId: input.projectID });
  }

  const saved = await deps.db.transaction(async (tx) => {
    const before = await findProject(tx, input.projectID, { lock: true });
    if (!before) throw missingProject(input.projectID);
    const edit = { field, rule, value };
    await checkEdit(tx, user, before, edit);
    const oldValue = before[field];
    if (String(oldValue ?? '') === String(value ?? '')) return before;
    const changes = await changesOf(tx, before, edit);
    await writeChanges(deps, tx, { user, projectId: input.projectID, before, changes, value });
    return (await findProject(tx, input.projectID))!;
  });
  // What Acumatica's Project holds changed: push it once committed (issue 38 item 1).
  if (ACCOUNTING_FIELDS.has(field)) await deps.projectAccounting?.queue(input.projectID);
  return saved;
}

/** Project Info fields the accounting system's project carries (name, description, client). */
const ACCOUNTING_FIELDS = new Set<string>(['ProjectName', 'ProjectDescription', 'ClientCompanyID']);

import type { TAcumaticaRecord } from '../lib/accounting/acumatica/client';
import { valueIn } from './fake-acumatica-http';

/**
 * What a real instance refuses and the fake therefore refuses too (issue 38 items 4 and 7):
 * references to records it does not hold, edits of documents not On Hold, read-only budget
 * amounts. Field errors come back as a 422 record would carry them; a status refusal as a 500.
 */

export interface TFakeSite {
  /** Holds a record of this entity whose field has this value. */
  holds(entity: string, field: string, value: unknown): boolean;
  /** Holds this task of this project. */
  holdsTask(project: unknown, task: unknown): boolean;
  /** The site's Change Order workflow: a budget line's revised amount is read-only. */
  changeOrderWorkflow: boolean;
  /** Projects whose budget is locked: no budget amount can change. */
  lockedBudgets: Set<string>;
}

/** Reference fields: [field, entity held, its key field]; task references also need the project. */
const REFERENCES: Record<string, Array<[string, string, string]>> = {
  Project: [['Customer', 'Customer', 'CustomerID']],
  ProjectTask: [['ProjectID', 'Project', 'ProjectID']],
  ProjectBudget: [['ProjectID', 'Project', 'ProjectID']],
  ChangeOrder: [
    ['ProjectID', 'Project', 'ProjectID'],
    ['Customer', 'Customer', 'CustomerID'],
  ],
  Subcontract: [['VendorID', 'Vendor', 'VendorID']],
  ProFormaInvoice: [
    ['ProjectID', 'Project', 'ProjectID'],
    ['CustomerID', 'Customer', 'CustomerID'],
  ],
};

const missing = (field: string, value: unknown) =>
  `${field}: '${String(value)}' cannot be found in the system.`;

/** Errors by field for references to records the site does not hold; empty when all are held. */
export function unknownReferences(
  site: TFakeSite,
  entity: string,
  body: TAcumaticaRecord,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, target, key] of REFERENCES[entity] ?? []) {
    const value = valueIn(body[field]);
    if (value !== undefined && value !== null && !site.holds(target, key, value))
      errors[field] = missing(field, value);
  }
  const project = valueIn(body.ProjectID);
  const task = valueIn(body.ProjectTaskID);
  if (entity === 'ProjectBudget' && task !== undefined && !holdsTask(site, project, task))
    errors.ProjectTaskID = missing('ProjectTaskID', task);
  const lines = [
    // A document sent without its lines (a header edit) has none to check.
    ...((entity === 'ChangeOrder' ? (body.RevenueBudget ?? []) : []) as TAcumaticaRecord[]),
    ...((entity === 'Subcontract' ? (body.Details ?? []) : []) as TAcumaticaRecord[]),
  ].filter((line) => line && !line.delete);
  for (const line of lines) {
    const lineProject = valueIn(line.Project) ?? project;
    const lineTask = valueIn(line.ProjectTaskID) ?? valueIn(line.Task);
    if (lineProject !== undefined && !site.holds('Project', 'ProjectID', lineProject))
      errors[entity === 'Subcontract' ? 'Details' : 'RevenueBudget'] = missing(
        'Project',
        lineProject,
      );
    else if (lineTask !== undefined && !holdsTask(site, lineProject, lineTask))
      errors[entity === 'Subcontract' ? 'Details' : 'RevenueBudget'] = missing('Task', lineTask);
  }
  return errors;
}

function holdsTask(site: TFakeSite, project: unknown, task: unknown): boolean {
  return site.holdsTask(project, task);
}

/** Errors by field for budget amounts the site's configuration makes read-only. */
export function readOnlyBudget(site: TFakeSite, body: TAcumaticaRecord): Record<string, string> {
  const errors: Record<string, string> = {};
  const project = String(valueIn(body.ProjectID));
  const amounts = Object.keys(body).filter((name) => /Amount$/.test(name));
  if (site.lockedBudgets.has(project)) {
    for (const name of amounts) errors[name] = 'The budget is locked; this field is read-only.';
  } else if (site.changeOrderWorkflow && body.RevisedBudgetedAmount !== undefined) {
    errors.RevisedBudgetedAmount =
      'The revised budget changes through change orders (Change Order workflow); read-only.';
  }
  return errors;
}

/** A document edited while not On Hold: Acumatica refuses the save (500, business message). */
export function notOnHold(entity: string, current: TAcumaticaRecord | undefined): string | null {
  if (!current || (entity !== 'Subcontract' && entity !== 'ChangeOrder')) return null;
  const status = valueIn(current.Status);
  if (status === 'On Hold') return null;
  const number = valueIn(current.SubcontractNbr) ?? valueIn(current.RefNbr);
  return `The ${entity} ${String(number)} cannot be edited in the ${String(status)} status; put it on hold first.`;
}

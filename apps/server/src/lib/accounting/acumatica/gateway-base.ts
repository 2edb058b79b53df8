import { add, fromNumeric, PLACES, toNumeric, type TDecimal } from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import type { TStageType } from '@n5/shared/project/constants';
import type { TAccountingContractLine, TBudgetRow, TPersonRef } from '../gateway';
import { AccountingError } from '../gateway';
import {
  fields,
  odataText,
  textOf,
  valueOf,
  type AcumaticaClient,
  type TAcumaticaRecord,
} from './client';
import { moneyText, quantityText, readAmount } from './amounts';

export type TCostKind = 'labor' | 'material' | 'equipment' | 'other' | 'sub';

export interface TAcumaticaGatewayOptions {
  /** Account group of revenue budget lines. */
  incomeAccountGroup?: string;
  /** Account group id → kind of cost; groups not listed count as "other". */
  costAccountGroups?: Record<string, TCostKind>;
  /** Project attributes that name the project engineer and the superintendent. */
  projectEngineerAttribute?: string;
  superintendentAttribute?: string;
  /** The company's time zone (IANA), for day boundaries in date filters; default UTC. */
  timeZone?: string;
  /**
   * Inventory ID of budget lines that are not for one item: Acumatica keys a budget line by
   * project, task, account group, inventory item and cost code, and names "no item" `<N/A>`.
   */
  budgetInventoryId?: string;
  /** Cost code of our budget lines, on sites with the Cost Codes feature; null sends none. */
  budgetCostCode?: string | null;
  /**
   * A company not mapped on the CRM (no accounting id) is looked up by its exact name among
   * Acumatica's customers or vendors; false refuses the push instead.
   */
  matchCompaniesByName?: boolean;
}

export const DEFAULT_GATEWAY_OPTIONS: Required<TAcumaticaGatewayOptions> = {
  incomeAccountGroup: 'INCOME',
  costAccountGroups: {
    LABOR: 'labor',
    MATERIAL: 'material',
    EQUIPMENT: 'equipment',
    SUBCON: 'sub',
    OTHER: 'other',
  },
  projectEngineerAttribute: 'PE',
  superintendentAttribute: 'SI',
  timeZone: 'UTC',
  budgetInventoryId: '<N/A>',
  budgetCostCode: null,
  matchCompaniesByName: false,
};

/** Our stages → Acumatica project statuses. */
export const PROJECT_STATUS: Record<TStageType, string> = {
  'Preparing Proposal': 'In Planning',
  'Awaiting Approval': 'In Planning',
  Approved: 'Active',
  'In Progress': 'Active',
  Completed: 'Completed',
  Rejected: 'Canceled',
  Canceled: 'Canceled',
};

/** The action that moves a project to a status; nothing brings one back to In Planning. */
export const PROJECT_ACTIONS: Record<string, string> = {
  Active: 'ActivateProject',
  Completed: 'CompleteProject',
  Canceled: 'CancelProject',
  'On Hold': 'HoldProject',
};

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Statuses a released document may land in: with approvals, printing or email on, it waits. */
export const RELEASED_STATUSES = ['Open', 'Pending Approval', 'Pending Printing', 'Pending Email'];
/** Statuses after which a document cannot be edited, not even through hold. */
export const FINAL_STATUSES = ['Closed', 'Canceled', 'Completed', 'Rejected'];

/** What the gateway's parts share: the client, the settings, actions and budget rows. */
export class AcumaticaGatewayBase {
  readonly kind = 'acumatica' as const;
  protected readonly settings: Required<TAcumaticaGatewayOptions>;

  constructor(
    protected readonly client: AcumaticaClient,
    options: TAcumaticaGatewayOptions = {},
  ) {
    this.settings = { ...DEFAULT_GATEWAY_OPTIONS, ...options };
  }

  close(): Promise<void> {
    return this.client.signOut();
  }

  /** Invokes an action, then re-reads the record to confirm it did what was asked. */
  protected async runAction(
    entity: 'Project' | 'Subcontract' | 'ChangeOrder',
    action: string,
    record: TAcumaticaRecord,
    check: {
      findBy: string;
      select: string;
      field: string;
      /** The value wanted, or the values that count as done (a release may await approval). */
      expected: unknown;
      record: string;
    },
  ) {
    await this.client.action(entity, action, record);
    const [after] = await this.client.get(entity, { $filter: check.findBy, $select: check.select });
    const now = valueOf(after, check.field);
    const done = Array.isArray(check.expected)
      ? check.expected.includes(now)
      : now === check.expected;
    if (!done) {
      throw new AccountingError(
        'rejected',
        `Acumatica did not set ${check.field} of ${entity} ${check.record} to ` +
          `${[check.expected].flat().map(String).join(' or ')}: after ${action} it is ` +
          `${String(now ?? 'unknown')}.`,
        {
          retryable: false,
          call: `POST ${entity}/${action}`,
          record: check.record,
          fields: [check.field],
        },
      );
    }
  }

  /**
   * Acumatica's id of one of our companies as a customer or vendor: the id mapped on the CRM
   * company, else (ACUMATICA_MATCH_COMPANIES=name) the one record of that exact name, else a
   * refusal that says what to do. A PUT naming an id Acumatica lacks would fail with 422.
   */
  protected async companyId(
    kind: 'Customer' | 'Vendor',
    company: { id: string | null | undefined; name: string | null | undefined },
  ): Promise<string> {
    if (company.id) return company.id;
    const name = company.name ?? '';
    const idField = kind === 'Customer' ? 'CustomerID' : 'VendorID';
    const nameField = kind === 'Customer' ? 'CustomerName' : 'VendorName';
    if (this.settings.matchCompaniesByName && name) {
      const found = await this.client.get(kind, {
        $filter: `${nameField} eq ${odataText(name)}`,
        $select: `${idField},${nameField}`,
      });
      const id = found.length === 1 ? textOf(found[0], idField) : null;
      if (id) return id;
      throw new AccountingError(
        'rejected',
        `Acumatica has ${found.length === 0 ? 'no' : found.length} ${kind.toLowerCase()}` +
          `${found.length === 1 ? '' : 's'} named ` +
          `"${name}"; set the company's Acumatica ${kind.toLowerCase()} id on the CRM company.`,
        { retryable: false, call: `GET ${kind}`, record: `${nameField} ${name}` },
      );
    }
    throw new AccountingError(
      'rejected',
      `The company ${name ? `"${name}" ` : ''}has no Acumatica ${kind.toLowerCase()} id: map it ` +
        'in CRM (open one of its contacts, then Accounting → "Acumatica ids" under the company; ' +
        'admin or role Accounting), or set ACUMATICA_MATCH_COMPANIES=name to match it by name, ' +
        'then push again.',
      { retryable: false, call: `PUT ${kind}`, record: name || null },
    );
  }

  /**
   * A document is edited only while On Hold (issue 38 item 4): one that is not is put on hold
   * first (the edit follows, the release after it); a closed or canceled one cannot change, and
   * the push says so.
   */
  protected async holdForEdit(
    entity: 'Subcontract' | 'ChangeOrder',
    existing: TAcumaticaRecord | undefined,
    how: { numberField: string; holdAction: string; findBy: string },
  ) {
    const status = textOf(existing, 'Status');
    const number = textOf(existing, how.numberField);
    if (!existing || !number || !status || status === 'On Hold') return;
    if (FINAL_STATUSES.includes(status)) {
      throw new AccountingError(
        'rejected',
        `Acumatica's ${entity} ${number} is ${status} and can no longer be changed; change it ` +
          'in Acumatica (or reopen it there) and push again.',
        { retryable: false, call: `PUT ${entity}`, record: `${how.numberField} ${number}` },
      );
    }
    await this.runAction(entity, how.holdAction, fields({ [how.numberField]: number }), {
      findBy: how.findBy,
      select: `${how.numberField},Status`,
      field: 'Status',
      expected: 'On Hold',
      record: `${how.numberField} ${number}`,
    });
  }

  protected budgetRow(row: TAcumaticaRecord): TBudgetRow[] {
    const projectId = ourProjectId(textOf(row, 'ProjectID'));
    const task = textOf(row, 'ProjectTaskID');
    if (projectId === null || !task) return [];
    return [
      {
        projectId,
        subCategoryCode: task,
        description: textOf(row, 'Description') ?? '',
        type: this.isIncome(row) ? 'Income' : 'Expense',
        accountGroup: textOf(row, 'AccountGroup'),
        costCode: textOf(row, 'CostCode'),
        uom: textOf(row, 'UOM'),
        originalBudgetedQty: quantityText(readAmount(numeric(row, 'OriginalBudgetedQty'))),
        originalBudgetedAmount: moneyText(readAmount(numeric(row, 'OriginalBudgetedAmount'))),
        revisedBudgetedAmount: moneyText(readAmount(numeric(row, 'RevisedBudgetedAmount'))),
        committedAmount: moneyText(readAmount(numeric(row, 'RevisedCommittedAmount'))),
        actualQty: quantityText(readAmount(numeric(row, 'ActualQty'))),
        actualAmount: moneyText(readAmount(numeric(row, 'ActualAmount'))),
      },
    ];
  }

  /** The key fields of one of our income budget lines, as Acumatica keys a budget line. */
  protected budgetLineKey(subCategoryCode: string) {
    return {
      ProjectTaskID: subCategoryCode,
      AccountGroup: this.settings.incomeAccountGroup,
      InventoryID: this.settings.budgetInventoryId,
      ...(this.settings.budgetCostCode !== null ? { CostCode: this.settings.budgetCostCode } : {}),
    };
  }

  protected isIncome(row: TAcumaticaRecord): boolean {
    const type = textOf(row, 'Type');
    return type
      ? type === 'Income'
      : textOf(row, 'AccountGroup') === this.settings.incomeAccountGroup;
  }

  protected costKind(accountGroup: string | null): TCostKind {
    return (accountGroup && this.settings.costAccountGroups[accountGroup.trim()]) || 'other';
  }
}

/** The budget-line fields an export reads ($select: a large read carries nothing else). */
export const BUDGET_FIELDS = [
  'ProjectID',
  'ProjectTaskID',
  'Description',
  'Type',
  'AccountGroup',
  'CostCode',
  'InventoryID',
  'UOM',
  'OriginalBudgetedQty',
  'OriginalBudgetedAmount',
  'RevisedBudgetedAmount',
  'RevisedCommittedAmount',
  'ActualQty',
  'ActualAmount',
].join(',');

/** "+hh:mm" or "-hh:mm" of a time zone at midnight of a day (so daylight saving is right). */
export function utcOffset(date: string, timeZone: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  const name =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name);
  return match?.[1] ?? '+00:00';
}

/** Acumatica pads and segments ids; ours are whole numbers, anything else is not our project. */
export function ourProjectId(text: string | null): number | null {
  const trimmed = text?.trim() ?? '';
  return /^\d+$/.test(trimmed) ? parseInteger(trimmed) : null;
}

export function personFrom(id: string | null, name: string | null): TPersonRef | null {
  if (!id) return null;
  const isEmail = id.includes('@');
  return { userId: null, email: isEmail ? id : null, employeeId: isEmail ? null : id, name };
}

export function numeric(record: TAcumaticaRecord, name: string): number | string | null {
  const value = valueOf(record, name);
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** Marks the lines a record already has for deletion, so a re-sync replaces rather than adds. */
export function deletions(
  existing: TAcumaticaRecord | undefined,
  detail: string,
): TAcumaticaRecord[] {
  const lines = (existing?.[detail] ?? []) as TAcumaticaRecord[];
  return lines
    .filter((line) => line.id !== undefined)
    .map((line) => ({ id: line.id, delete: true }));
}

/** One budget line per task: amounts of the same sub-category are added up. */
export function sumByTask(lines: TAccountingContractLine[]): TAccountingContractLine[] {
  const byTask = new Map<string, { description: string; amount: TDecimal }>();
  for (const line of lines) {
    const entry = byTask.get(line.subCategoryCode);
    const amount = fromNumeric(line.amount);
    if (entry) entry.amount = add(entry.amount, amount);
    else byTask.set(line.subCategoryCode, { description: line.description, amount });
  }
  return [...byTask].map(([subCategoryCode, { description, amount }]) => ({
    subCategoryCode,
    description,
    amount: toNumeric(amount, PLACES.money),
  }));
}

/** True when Acumatica refused (422) exactly these fields of a budget line: read-only there. */
export function readOnly(error: unknown, names: string[]): boolean {
  if (!(error instanceof AccountingError) || error.status !== 422) return false;
  return error.fields.length > 0 && error.fields.every((name) => names.includes(name));
}

/**
 * A budget line Acumatica would not take: when its amounts are read-only (the budget is locked,
 * or the site's configuration forbids the change), a clear error for the contract's row.
 */
export function lockedBudget(error: unknown, projectId: string): unknown {
  if (!(error instanceof AccountingError) || error.status !== 422) return error;
  if (!error.fields.some((name) => /BudgetedAmount|PendingInvoiceAmount/.test(name))) return error;
  return new AccountingError(
    'rejected',
    `Acumatica would not change the budget of project ${projectId} (${error.fields.join(', ')} ` +
      "read-only): its budget is locked or the site's configuration forbids the change. Unlock " +
      `the project's budget in Acumatica (Unlock Budget) and push again. ${error.message}`,
    { retryable: false, call: error.call ?? undefined, record: error.record, fields: error.fields },
  );
}

import { add, fromNumeric, PLACES, toNumeric, type TDecimal } from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import type { TStageType } from '@n5/shared/project/constants';
import type { TAccountingContractLine, TBudgetRow, TPersonRef } from '../gateway';
import { AccountingError } from '../gateway';
import { textOf, valueOf, type AcumaticaClient, type TAcumaticaRecord } from './client';
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
    check: { findBy: string; select: string; field: string; expected: unknown; record: string },
  ) {
    await this.client.action(entity, action, record);
    const [after] = await this.client.get(entity, { $filter: check.findBy, $select: check.select });
    const now = valueOf(after, check.field);
    if (now !== check.expected) {
      throw new AccountingError(
        'rejected',
        `Acumatica did not set ${check.field} of ${entity} ${check.record} to ` +
          `${String(check.expected)}: after ${action} it is ${String(now ?? 'unknown')}.`,
        {
          retryable: false,
          call: `POST ${entity}/${action}`,
          record: check.record,
          fields: [check.field],
        },
      );
    }
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

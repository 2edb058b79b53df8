import {
  add,
  fromNumeric,
  isZero,
  PLACES,
  round,
  sum,
  toJsonNumber,
  toNumeric,
  toPercent,
  ZERO,
  type TDecimal,
} from '@n5/shared/core/decimal';
import { parseInteger } from '@n5/shared/core/integer';
import type { TStageType } from '@n5/shared/project/constants';
import type {
  AccountingGateway,
  TAccountingContract,
  TAccountingContractLine,
  TAccountingInvoice,
  TAccountingProFormaInvoice,
  TAccountingProject,
  TActualCostRow,
  TBudgetRow,
  TDateRange,
  TDispatchAssignment,
  TIsoDate,
  TPersonRef,
  TProjectAssignment,
  TPushOptions,
  TPushResult,
  TStockItem,
} from '../gateway';
import { AccountingError } from '../gateway';
import {
  fields,
  odataText,
  textOf,
  valueOf,
  SessionChangedError,
  type AcumaticaClient,
  type TAcumaticaRecord,
} from './client';
import { moneyText, moneyToJson, quantityText, readAmount } from './amounts';
import { lastAcumaticaInvoiceDates, listAcumaticaInvoices } from './invoices';

/**
 * The accounting gateway over Acumatica. Our project id is Acumatica's ProjectID, each
 * sub-category code is a project task, and costs are told apart by account group.
 */

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

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export class AcumaticaGateway implements AccountingGateway {
  readonly kind = 'acumatica' as const;
  private readonly settings: Required<TAcumaticaGatewayOptions>;

  constructor(
    private readonly client: AcumaticaClient,
    options: TAcumaticaGatewayOptions = {},
  ) {
    this.settings = { ...DEFAULT_GATEWAY_OPTIONS, ...options };
  }

  // Each call of the interface is a batch: it signs in when needed and signs out at its end
  // (unless another batch is running), so no licence seat stays taken between pushes.
  pushProject(project: TAccountingProject): Promise<TPushResult> {
    return this.client.batch(() => this.pushProjectNow(project));
  }

  pushContract(contract: TAccountingContract, options: TPushOptions): Promise<TPushResult> {
    return this.client.batch(() => this.pushContractNow(contract, options));
  }

  pushProFormaInvoice(invoice: TAccountingProFormaInvoice): Promise<TPushResult> {
    return this.client.batch(() => this.pushProFormaInvoiceNow(invoice));
  }

  getActualCosts(projectId: number): Promise<TActualCostRow[]> {
    return this.client.batch(() => this.getActualCostsNow(projectId));
  }

  getProjectAssignments(): Promise<TProjectAssignment[]> {
    return this.client.batch(() => this.getProjectAssignmentsNow());
  }

  listStockItems(): Promise<TStockItem[]> {
    return this.client.batch(() => this.listStockItemsNow());
  }

  getDispatch(date: TIsoDate): Promise<TDispatchAssignment[]> {
    return this.client.batch(() => this.getDispatchNow(date));
  }

  exportProjectBudget(projectId: number): Promise<TBudgetRow[]> {
    return this.client.batch(() => this.exportProjectBudgetNow(projectId));
  }

  exportProjectBudgets(): Promise<TBudgetRow[]> {
    return this.client.batch(() => this.exportProjectBudgetsNow());
  }

  listInvoices(range: TDateRange): Promise<TAccountingInvoice[]> {
    const zone = this.settings.timeZone;
    return this.client.batch(() =>
      listAcumaticaInvoices(this.client, range, (day) => utcOffset(day, zone)),
    );
  }

  lastInvoiceDates(day: TIsoDate): Promise<Map<number, TIsoDate>> {
    const zone = this.settings.timeZone;
    return this.client.batch(() =>
      lastAcumaticaInvoiceDates(this.client, day, (d) => utcOffset(d, zone)),
    );
  }

  private async pushProjectNow(project: TAccountingProject): Promise<TPushResult> {
    const projectId = String(project.projectId);
    const findBy = `ProjectID eq ${odataText(projectId)}`;
    const [current] = await this.client.get('Project', {
      $filter: findBy,
      $select: 'ProjectID,Status',
    });
    // The customer of an Active project cannot change: leave it out rather than be refused.
    const isActive = textOf(current, 'Status') === 'Active';
    // Status is not written: it moves through the project's actions below.
    const saved = await this.client.put('Project', {
      ...fields({
        ProjectID: projectId,
        Description: project.name,
        Customer: isActive ? undefined : (project.customerId ?? undefined),
      }),
      ...(project.description ? { note: { value: project.description } } : {}),
      ...(project.projectManager?.employeeId
        ? { ProjectProperties: fields({ ProjectManager: project.projectManager.employeeId }) }
        : {}),
    });
    for (const task of project.tasks) {
      await this.client.put(
        'ProjectTask',
        fields({
          ProjectID: projectId,
          ProjectTaskID: task.subCategoryCode,
          Description: task.description,
        }),
      );
    }
    const target = PROJECT_STATUS[project.stage];
    const status = textOf(saved, 'Status') ?? textOf(current, 'Status');
    const action = PROJECT_ACTIONS[target];
    if (status !== target && action) {
      await this.runAction('Project', action, fields({ ProjectID: projectId }), {
        findBy,
        select: 'ProjectID,Status',
        field: 'Status',
        expected: target,
        record: `ProjectID ${projectId}`,
      });
    }
    return { reference: textOf(saved, 'ProjectID') ?? projectId };
  }

  private async pushContractNow(
    contract: TAccountingContract,
    options: TPushOptions,
  ): Promise<TPushResult> {
    if (!ISO_DATE.test(contract.date))
      throw new Error(`Contract date "${contract.date}" is not YYYY-MM-DD.`);
    for (const line of contract.lines) moneyToJson(line.amount, 'Contract line amount');
    if (contract.contractType === 'Base' && contract.party !== 'sub')
      return this.pushRevenueBudget(contract);
    const push = () =>
      contract.party === 'sub'
        ? this.pushSubcontract(contract, options)
        : this.pushChangeOrder(contract, options);
    try {
      return await push();
    } catch (error) {
      // The session ended between reading the lines and replacing them: read them again, once.
      if (!(error instanceof SessionChangedError)) throw error;
      return push();
    }
  }

  /** A sub contract is a Subcontract; our guid rides in VendorRef so a re-sync finds it again. */
  private async pushSubcontract(contract: TAccountingContract, { withSignature }: TPushOptions) {
    const findBy = `VendorRef eq ${odataText(contract.guid)}`;
    // Found by a list call without $expand; its lines read by id in this same session (line ids
    // change between sessions, and the deletions below must name the current ones).
    const [found] = await this.client.get('Subcontract', {
      $filter: findBy,
      $select: 'SubcontractNbr',
    });
    const existing =
      found?.id !== undefined
        ? await this.client.getById('Subcontract', String(found.id), { $expand: 'Details' })
        : undefined;
    const retainagePct = contract.retention
      ? toJsonNumber(toPercent(round(fromNumeric(contract.retention), PLACES.fraction)))
      : undefined;
    const saved = await this.client.put(
      'Subcontract',
      {
        ...(existing ? { id: existing.id } : {}),
        ...fields({
          SubcontractNbr: textOf(existing, 'SubcontractNbr') ?? undefined,
          VendorID: contract.counterpartyId,
          VendorRef: contract.guid,
          Date: contract.date,
          Description:
            contract.description ?? `${contract.contractType} - project ${contract.projectId}`,
          ApplyRetainage: retainagePct ? true : undefined,
          RetainagePct: retainagePct || undefined,
        }),
        Details: [
          ...deletions(existing, 'Details'),
          ...contract.lines.map((line) =>
            fields({
              Project: String(contract.projectId),
              Task: line.subCategoryCode,
              LineDescription: line.description,
              OrderQty: 1,
              UnitCost: moneyToJson(line.amount, 'Contract line amount'),
            }),
          ),
        ],
      },
      { $expand: 'Details' },
      { findBy },
    );
    // Open when signed, On Hold when pushed without signature: through the hold actions.
    const number = textOf(saved, 'SubcontractNbr');
    const onHold = textOf(saved, 'Status') === 'On Hold';
    if (number && onHold === withSignature) {
      await this.runAction(
        'Subcontract',
        withSignature ? 'ReleaseFromHold' : 'PutOnHold',
        fields({ SubcontractNbr: number }),
        {
          findBy,
          select: 'SubcontractNbr,Status',
          field: 'Status',
          expected: withSignature ? 'Open' : 'On Hold',
          record: `SubcontractNbr ${number}`,
        },
      );
    }
    return { reference: number };
  }

  /** The Base client contract is the revenue budget: one income line per task. */
  private async pushRevenueBudget(contract: TAccountingContract) {
    const projectId = String(contract.projectId);
    for (const line of sumByTask(contract.lines)) {
      await this.client.put(
        'ProjectBudget',
        fields({
          ProjectID: projectId,
          ...this.budgetLineKey(line.subCategoryCode),
          Description: line.description,
          OriginalBudgetedAmount: moneyToJson(line.amount, 'Contract line amount'),
          RevisedBudgetedAmount: moneyToJson(line.amount, 'Contract line amount'),
        }),
      );
    }
    return { reference: projectId };
  }

  /** Change orders and alternates are ChangeOrders, found again by project and ExternalRefNbr. */
  private async pushChangeOrder(contract: TAccountingContract, { withSignature }: TPushOptions) {
    const projectId = String(contract.projectId);
    const findBy = `ProjectID eq ${odataText(projectId)} and ExternalRefNbr eq ${odataText(contract.contractType)}`;
    const [found] = await this.client.get('ChangeOrder', { $filter: findBy, $select: 'RefNbr' });
    const existing =
      found?.id !== undefined
        ? await this.client.getById('ChangeOrder', String(found.id), { $expand: 'RevenueBudget' })
        : undefined;
    const saved = await this.client.put(
      'ChangeOrder',
      {
        ...(existing ? { id: existing.id } : {}),
        ...fields({
          RefNbr: textOf(existing, 'RefNbr') ?? undefined,
          ProjectID: projectId,
          ExternalRefNbr: contract.contractType,
          Customer: contract.counterpartyId,
          ChangeDate: contract.date,
          Description: contract.description ?? contract.contractType,
        }),
        RevenueBudget: [
          ...deletions(existing, 'RevenueBudget'),
          ...sumByTask(contract.lines).map((line) =>
            fields({
              ...this.budgetLineKey(line.subCategoryCode),
              Description: line.description,
              Amount: moneyToJson(line.amount, 'Contract line amount'),
            }),
          ),
        ],
      },
      { $expand: 'RevenueBudget' },
      { findBy },
    );
    // Held until signed: through HoldChangeOrder and RemoveChangeOrderFromHold.
    const number = textOf(saved, 'RefNbr');
    if (number && valueOf(saved, 'Hold') === withSignature) {
      await this.runAction(
        'ChangeOrder',
        withSignature ? 'RemoveChangeOrderFromHold' : 'HoldChangeOrder',
        fields({ RefNbr: number }),
        {
          findBy,
          select: 'RefNbr,Hold',
          field: 'Hold',
          expected: !withSignature,
          record: `RefNbr ${number}`,
        },
      );
    }
    return { reference: number };
  }

  /**
   * A certified pay app is a pro forma invoice of the project, found again by project and our
   * description (which carries the pay app number), its progress billing lines replaced.
   */
  private async pushProFormaInvoiceNow(invoice: TAccountingProFormaInvoice): Promise<TPushResult> {
    if (!ISO_DATE.test(invoice.date))
      throw new Error(`Pro forma date "${invoice.date}" is not YYYY-MM-DD.`);
    const projectId = String(invoice.projectId);
    const findBy = `ProjectID eq ${odataText(projectId)} and Description eq ${odataText(invoice.description)}`;
    const push = async () => {
      const [found] = await this.client.get('ProFormaInvoice', {
        $filter: findBy,
        $select: 'RefNbr',
      });
      const existing =
        found?.id !== undefined
          ? await this.client.getById('ProFormaInvoice', String(found.id), {
              $expand: 'ProgressBilling',
            })
          : undefined;
      const saved = await this.client.put(
        'ProFormaInvoice',
        {
          ...(existing ? { id: existing.id } : {}),
          ...fields({
            RefNbr: textOf(existing, 'RefNbr') ?? undefined,
            ProjectID: projectId,
            Customer: invoice.customerId ?? undefined,
            InvoiceDate: invoice.date,
            Description: invoice.description,
          }),
          ProgressBilling: [
            ...deletions(existing, 'ProgressBilling'),
            ...invoice.lines.map((line) =>
              fields({
                ProjectTask: line.subCategoryCode,
                Description: line.description,
                AmountToInvoice: moneyToJson(line.amount, 'Pro forma line amount'),
                StoredMaterial: moneyToJson(line.stored, 'Pro forma stored materials'),
              }),
            ),
          ],
        },
        { $expand: 'ProgressBilling' },
        { findBy },
      );
      return { reference: textOf(saved, 'RefNbr') };
    };
    try {
      return await push();
    } catch (error) {
      if (!(error instanceof SessionChangedError)) throw error;
      return push();
    }
  }

  private async getActualCostsNow(projectId: number): Promise<TActualCostRow[]> {
    const rows = await this.client.getAll('ProjectBudget', {
      $filter: `ProjectID eq ${odataText(String(projectId))}`,
      $select: 'ProjectID,ProjectTaskID,Type,AccountGroup,ActualAmount,ActualQty',
    });
    const byTask = new Map<string, { hours: TDecimal; amounts: Record<TCostKind, TDecimal> }>();
    for (const row of rows) {
      if (this.isIncome(row)) continue;
      const task = textOf(row, 'ProjectTaskID');
      if (!task) continue;
      let sums = byTask.get(task);
      if (!sums) {
        const amounts = { labor: ZERO, material: ZERO, equipment: ZERO, other: ZERO, sub: ZERO };
        sums = { hours: ZERO, amounts };
        byTask.set(task, sums);
      }
      const kind = this.costKind(textOf(row, 'AccountGroup'));
      // Each line rounded as it is stored (cents, hours to four places), then added up exactly.
      const amount = round(readAmount(numeric(row, 'ActualAmount')), PLACES.money);
      sums.amounts[kind] = add(sums.amounts[kind], amount);
      if (kind === 'labor') {
        const hours = round(readAmount(numeric(row, 'ActualQty')), PLACES.quantity);
        sums.hours = add(sums.hours, hours);
      }
    }
    return [...byTask]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([subCategoryCode, { hours, amounts }]) => ({
        subCategoryCode,
        laborHours: quantityText(hours),
        labor: moneyText(amounts.labor),
        material: moneyText(amounts.material),
        equipment: moneyText(amounts.equipment),
        other: moneyText(amounts.other),
        sub: moneyText(amounts.sub),
        total: moneyText(sum(Object.values(amounts))),
      }));
  }

  private async getProjectAssignmentsNow(): Promise<TProjectAssignment[]> {
    // The list without $expand, then each of our projects with its properties and attributes.
    const projects = await this.client.getAll('Project', { $select: 'ProjectID' });
    const assignments: TProjectAssignment[] = [];
    for (const listed of projects) {
      const projectId = ourProjectId(textOf(listed, 'ProjectID'));
      if (projectId === null || listed.id === undefined) continue;
      const project = await this.client.getById('Project', String(listed.id), {
        $expand: 'ProjectProperties,Attributes',
      });
      const properties = project.ProjectProperties as TAcumaticaRecord | undefined;
      const attributes = (project.Attributes ?? []) as TAcumaticaRecord[];
      const attribute = (id: string) =>
        textOf(
          attributes.find((a) => textOf(a, 'AttributeID') === id),
          'Value',
        );
      assignments.push({
        projectId,
        projectManager: personFrom(textOf(properties, 'ProjectManager'), null),
        projectEngineer: personFrom(attribute(this.settings.projectEngineerAttribute), null),
        superintendent: personFrom(attribute(this.settings.superintendentAttribute), null),
      });
    }
    return assignments;
  }

  private async listStockItemsNow(): Promise<TStockItem[]> {
    const items = await this.client.getAll('StockItem', {
      $filter: `ItemStatus eq 'Active'`,
      $select: 'InventoryID,Description,BaseUOM,AverageCost,LastCost,CurrentStdCost',
    });
    return items.flatMap((item) => {
      const inventoryId = textOf(item, 'InventoryID');
      if (!inventoryId) return [];
      // Average cost for average-valued items, else the last purchase, else the standard cost.
      const cost = ['AverageCost', 'LastCost', 'CurrentStdCost']
        .map((name) => numeric(item, name))
        .find((value) => value !== null && !isZero(round(readAmount(value), PLACES.unitPrice)));
      return [
        {
          inventoryId: inventoryId.trim(),
          description: textOf(item, 'Description') ?? '',
          baseUom: textOf(item, 'BaseUOM'),
          unitCost: quantityText(readAmount(cost)),
        },
      ];
    });
  }

  /** Field-service appointments of the day and the staff on them. */
  private async getDispatchNow(date: TIsoDate): Promise<TDispatchAssignment[]> {
    if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) {
      throw new Error(`Dispatch date "${date}" is not YYYY-MM-DD.`);
    }
    const next = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    // Day boundaries in the company's time zone, with the offset written out: without one the
    // instance would read the time in its own zone.
    const zone = this.settings.timeZone;
    const listed = await this.client.getAll('Appointment', {
      $filter:
        `ScheduledStartDate ge datetimeoffset'${date}T00:00:00${utcOffset(date, zone)}' and ` +
        `ScheduledStartDate lt datetimeoffset'${next}T00:00:00${utcOffset(next, zone)}'`,
      $select: 'AppointmentNbr',
    });
    const seen = new Set<string>();
    const assignments: TDispatchAssignment[] = [];
    for (const row of listed) {
      if (row.id === undefined) continue;
      const appointment = await this.client.getById('Appointment', String(row.id), {
        $expand: 'Staff',
      });
      for (const staff of (appointment.Staff ?? []) as TAcumaticaRecord[]) {
        const employeeId = textOf(staff, 'StaffMember');
        const projectId = ourProjectId(textOf(staff, 'Project') ?? textOf(appointment, 'Project'));
        if (!employeeId || projectId === null) continue;
        const task = textOf(staff, 'ProjectTask') ?? textOf(appointment, 'DefaultProjectTask');
        const key = `${employeeId}|${projectId}|${task ?? ''}`;
        if (seen.has(key)) continue;
        seen.add(key);
        assignments.push({
          date,
          projectId,
          subCategoryCode: task,
          person: personFrom(employeeId, textOf(staff, 'Description')) as TPersonRef,
          reference: textOf(appointment, 'AppointmentNbr'),
        });
      }
    }
    return assignments;
  }

  private async exportProjectBudgetNow(projectId: number): Promise<TBudgetRow[]> {
    const rows = await this.client.getAll('ProjectBudget', {
      $filter: `ProjectID eq ${odataText(String(projectId))}`,
      $select: BUDGET_FIELDS,
    });
    return rows.flatMap((row) => this.budgetRow(row));
  }

  private async exportProjectBudgetsNow(): Promise<TBudgetRow[]> {
    const rows = await this.client.getAll('ProjectBudget', { $select: BUDGET_FIELDS });
    return rows.flatMap((row) => this.budgetRow(row));
  }

  close(): Promise<void> {
    return this.client.signOut();
  }

  /** Invokes an action, then re-reads the record to confirm it did what was asked. */
  private async runAction(
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

  private budgetRow(row: TAcumaticaRecord): TBudgetRow[] {
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
  private budgetLineKey(subCategoryCode: string) {
    return {
      ProjectTaskID: subCategoryCode,
      AccountGroup: this.settings.incomeAccountGroup,
      InventoryID: this.settings.budgetInventoryId,
      ...(this.settings.budgetCostCode !== null ? { CostCode: this.settings.budgetCostCode } : {}),
    };
  }

  private isIncome(row: TAcumaticaRecord): boolean {
    const type = textOf(row, 'Type');
    return type
      ? type === 'Income'
      : textOf(row, 'AccountGroup') === this.settings.incomeAccountGroup;
  }

  private costKind(accountGroup: string | null): TCostKind {
    return (accountGroup && this.settings.costAccountGroups[accountGroup.trim()]) || 'other';
  }
}

/** The budget-line fields an export reads ($select: a large read carries nothing else). */
const BUDGET_FIELDS = [
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
function ourProjectId(text: string | null): number | null {
  const trimmed = text?.trim() ?? '';
  return /^\d+$/.test(trimmed) ? parseInteger(trimmed) : null;
}

function personFrom(id: string | null, name: string | null): TPersonRef | null {
  if (!id) return null;
  const isEmail = id.includes('@');
  return { userId: null, email: isEmail ? id : null, employeeId: isEmail ? null : id, name };
}

function numeric(record: TAcumaticaRecord, name: string): number | string | null {
  const value = valueOf(record, name);
  return typeof value === 'number' || typeof value === 'string' ? value : null;
}

/** Marks the lines a record already has for deletion, so a re-sync replaces rather than adds. */
function deletions(existing: TAcumaticaRecord | undefined, detail: string): TAcumaticaRecord[] {
  const lines = (existing?.[detail] ?? []) as TAcumaticaRecord[];
  return lines
    .filter((line) => line.id !== undefined)
    .map((line) => ({ id: line.id, delete: true }));
}

/** One budget line per task: amounts of the same sub-category are added up. */
function sumByTask(lines: TAccountingContractLine[]): TAccountingContractLine[] {
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

import { add, isZero, PLACES, round, sum, ZERO, type TDecimal } from '@n5/shared/core/decimal';

import type {
  TCounterparty,
  TCounterpartyQuery,
  TActualCostRow,
  TBudgetRow,
  TDispatchAssignment,
  TIsoDate,
  TPersonRef,
  TProjectAssignment,
  TStockItem,
} from '../gateway';

import { odataText, textOf, type TAcumaticaRecord } from './client';
import { moneyText, quantityText, readAmount } from './amounts';

import {
  type TCostKind,
  ISO_DATE,
  AcumaticaGatewayBase,
  BUDGET_FIELDS,
  utcOffset,
  ourProjectId,
  personFrom,
  numeric,
} from './gateway-base';

/** The gateway's reads: actual costs, assignments, stock items, dispatch and budgets. */
export class AcumaticaGatewayReads extends AcumaticaGatewayBase {
  /**
   * A page of Customer or Vendor records (id, name, status), for the CRM company's mapping:
   * `substringof` on the name (OData v3, which the contract-based API takes), one record more
   * than asked to tell whether another page follows.
   */
  protected async listCounterpartiesNow(
    kind: 'customer' | 'vendor',
    query: TCounterpartyQuery,
  ): Promise<{ parties: TCounterparty[]; more: boolean }> {
    const entity = kind === 'customer' ? 'Customer' : 'Vendor';
    const idField = kind === 'customer' ? 'CustomerID' : 'VendorID';
    const nameField = kind === 'customer' ? 'CustomerName' : 'VendorName';
    const filters = [
      ...(query.id ? [`${idField} eq ${odataText(query.id)}`] : []),
      ...(query.search ? [`substringof(${odataText(query.search)},${nameField})`] : []),
    ];
    const rows = await this.client.get(entity, {
      ...(filters.length > 0 ? { $filter: filters.join(' and ') } : {}),
      $select: `${idField},${nameField},Status`,
      $top: query.top + 1,
      $skip: query.skip,
    });
    const parties = rows.flatMap((row) => {
      const id = textOf(row, idField)?.trim();
      return id ? [{ id, name: textOf(row, nameField) ?? id, status: textOf(row, 'Status') }] : [];
    });
    return { parties: parties.slice(0, query.top), more: rows.length > query.top };
  }

  protected async getActualCostsNow(projectId: number): Promise<TActualCostRow[]> {
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

  protected async getProjectAssignmentsNow(): Promise<TProjectAssignment[]> {
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

  protected async listStockItemsNow(): Promise<TStockItem[]> {
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
  protected async getDispatchNow(date: TIsoDate): Promise<TDispatchAssignment[]> {
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

  protected async exportProjectBudgetNow(projectId: number): Promise<TBudgetRow[]> {
    const rows = await this.client.getAll('ProjectBudget', {
      $filter: `ProjectID eq ${odataText(String(projectId))}`,
      $select: BUDGET_FIELDS,
    });
    return rows.flatMap((row) => this.budgetRow(row));
  }

  protected async exportProjectBudgetsNow(): Promise<TBudgetRow[]> {
    const rows = await this.client.getAll('ProjectBudget', { $select: BUDGET_FIELDS });
    return rows.flatMap((row) => this.budgetRow(row));
  }
}

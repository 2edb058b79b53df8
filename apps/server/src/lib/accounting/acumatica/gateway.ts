import { fromNumeric, PLACES, round, toJsonNumber, toPercent } from '@n5/shared/core/decimal';

import type {
  AccountingGateway,
  TAccountingContract,
  TAccountingInvoice,
  TAccountingProFormaInvoice,
  TAccountingProject,
  TActualCostRow,
  TBudgetRow,
  TDateRange,
  TDispatchAssignment,
  TIsoDate,
  TProjectAssignment,
  TPushOptions,
  TPushResult,
  TStockItem,
  TCounterpartyQuery,
  TAccountingRetainageRelease,
} from '../gateway';

import { fields, odataText, textOf, valueOf, SessionChangedError } from './client';
import { moneyToJson } from './amounts';
import { lastAcumaticaInvoiceDates, listAcumaticaInvoices } from './invoices';
import {
  PROJECT_STATUS,
  PROJECT_ACTIONS,
  ISO_DATE,
  utcOffset,
  deletions,
  sumByTask,
  RELEASED_STATUSES,
  readOnly,
  lockedBudget,
} from './gateway-base';
import { AcumaticaGatewayRetainage } from './gateway-retainage';

/**
 * The accounting gateway over Acumatica. Our project id is Acumatica's ProjectID, each
 * sub-category code is a project task, and costs are told apart by account group.
 */

export * from './gateway-base';

export class AcumaticaGateway extends AcumaticaGatewayRetainage implements AccountingGateway {
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

  pushRetainageRelease(release: TAccountingRetainageRelease): Promise<TPushResult> {
    return this.client.batch(() => this.pushRetainageReleaseNow(release));
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

  listCounterparties(kind: 'customer' | 'vendor', query: TCounterpartyQuery) {
    return this.client.batch(() => this.listCounterpartiesNow(kind, query));
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
    // A customer is named only when the project has a client; it must exist in Acumatica.
    const customer =
      isActive || (!project.customerId && !project.customerName)
        ? undefined
        : await this.companyId('Customer', { id: project.customerId, name: project.customerName });
    // Status is not written: it moves through the project's actions below.
    const saved = await this.client.put('Project', {
      ...fields({
        ProjectID: projectId,
        Description: project.name,
        Customer: customer,
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
    const counterparty = await this.companyId(contract.party === 'sub' ? 'Vendor' : 'Customer', {
      id: contract.counterpartyId,
      name: contract.counterpartyName,
    });
    const resolved = { ...contract, counterpartyId: counterparty };
    const push = () =>
      contract.party === 'sub'
        ? this.pushSubcontract(resolved, options)
        : this.pushChangeOrder(resolved, options);
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
    // Edited only On Hold: held first, released after the edit when signed.
    await this.holdForEdit('Subcontract', existing, {
      numberField: 'SubcontractNbr',
      holdAction: 'PutOnHold',
      findBy,
    });
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
          // A release may wait for approval, printing or email: released all the same.
          expected: withSignature ? RELEASED_STATUSES : 'On Hold',
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
      const amount = moneyToJson(line.amount, 'Contract line amount');
      const budgetLine = (revised: boolean) =>
        fields({
          ProjectID: projectId,
          ...this.budgetLineKey(line.subCategoryCode),
          Description: line.description,
          OriginalBudgetedAmount: amount,
          RevisedBudgetedAmount: revised ? amount : undefined,
        });
      await this.client.put('ProjectBudget', budgetLine(true)).catch(async (error: unknown) => {
        // With the Change Order workflow the revised amount is read-only (Acumatica adds the
        // change orders to the original): send the original alone.
        if (!readOnly(error, ['RevisedBudgetedAmount'])) throw lockedBudget(error, projectId);
        await this.client.put('ProjectBudget', budgetLine(false)).catch((again: unknown) => {
          throw lockedBudget(again, projectId);
        });
      });
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
    await this.holdForEdit('ChangeOrder', existing, {
      numberField: 'RefNbr',
      holdAction: 'HoldChangeOrder',
      findBy,
    });
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
}

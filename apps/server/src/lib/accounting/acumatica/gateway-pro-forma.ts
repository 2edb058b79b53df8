import { add, fromNumeric, PLACES, toNumeric } from '@n5/shared/core/decimal';
import type { TAccountingProFormaInvoice, TPushResult } from '../gateway';
import { AccountingError } from '../gateway';
import { fields, odataText, SessionChangedError, textOf, type TAcumaticaRecord } from './client';
import { moneyToJson } from './amounts';
import { ISO_DATE, lockedBudget } from './gateway-base';
import { AcumaticaGatewayReads } from './gateway-reads';

/**
 * A certified pay app as a pro forma invoice, the documented way (issue 38 item 3): the income
 * budget lines' pending invoice amounts are set to the pay app's figures, the project's
 * RunProjectBilling action makes the pro forma, and our pay app guid goes in its ExternalRefNbr,
 * so a push again finds it instead of billing twice.
 */
export class AcumaticaGatewayProForma extends AcumaticaGatewayReads {
  protected async pushProFormaInvoiceNow(
    invoice: TAccountingProFormaInvoice,
  ): Promise<TPushResult> {
    try {
      return await this.pushProFormaOnce(invoice);
    } catch (error) {
      // The session ended between reading the lines and setting them: read them again, once.
      if (!(error instanceof SessionChangedError)) throw error;
      return this.pushProFormaOnce(invoice);
    }
  }

  private async pushProFormaOnce(invoice: TAccountingProFormaInvoice): Promise<TPushResult> {
    if (!ISO_DATE.test(invoice.date))
      throw new Error(`Pro forma date "${invoice.date}" is not YYYY-MM-DD.`);
    const lines = proFormaAmounts(invoice);
    const projectId = String(invoice.projectId);
    const customer =
      invoice.customerId || invoice.customerName
        ? await this.companyId('Customer', { id: invoice.customerId, name: invoice.customerName })
        : undefined;
    let found = await this.proFormaOf(projectId, invoice.guid);
    if (!found) {
      for (const line of lines) {
        await this.client
          .put(
            'ProjectBudget',
            fields({
              ProjectID: projectId,
              ...this.budgetLineKey(line.subCategoryCode),
              PendingInvoiceAmount: moneyToJson(line.amount, 'Pro forma line amount'),
            }),
          )
          .catch((error: unknown) => {
            throw lockedBudget(error, projectId);
          });
      }
      await this.client.action('Project', 'RunProjectBilling', fields({ ProjectID: projectId }));
      found = await this.proFormaOf(projectId, invoice.guid);
    }
    if (!found) {
      throw new AccountingError(
        'rejected',
        `Acumatica's RunProjectBilling made no pro forma invoice for project ${projectId}: check ` +
          "the project's billing rule and that its income budget lines can be billed.",
        {
          retryable: false,
          call: 'POST Project/RunProjectBilling',
          record: `ProjectID ${projectId}`,
        },
      );
    }
    const reference = textOf(found, 'RefNbr');
    // Released (or further) documents are not edited: the pay app is already billed.
    if (textOf(found, 'Status') !== 'On Hold') return { reference };
    const current = await this.client.getById('ProFormaInvoice', String(found.id), {
      $expand: 'ProgressBilling',
    });
    await this.client.put(
      'ProFormaInvoice',
      {
        id: current.id,
        ...fields({
          RefNbr: reference ?? undefined,
          ProjectID: projectId,
          ExternalRefNbr: invoice.guid,
          CustomerID: customer,
          InvoiceDate: invoice.date,
          Description: invoice.description,
        }),
        ProgressBilling: progressLines(current, lines),
      },
      { $expand: 'ProgressBilling' },
    );
    return { reference };
  }

  /**
   * Our pro forma of this pay app (ExternalRefNbr = its guid), else the one pro forma of the
   * project on hold that no pay app claims yet: what RunProjectBilling just made, or made before a
   * push that stopped midway (so a retry does not bill twice).
   */
  private async proFormaOf(projectId: string, guid: string): Promise<TAcumaticaRecord | undefined> {
    const select = 'RefNbr,Status,ExternalRefNbr';
    const [mine] = await this.client.get('ProFormaInvoice', {
      $filter: `ProjectID eq ${odataText(projectId)} and ExternalRefNbr eq ${odataText(guid)}`,
      $select: select,
    });
    if (mine) return mine;
    const held = await this.client.get('ProFormaInvoice', {
      $filter: `ProjectID eq ${odataText(projectId)} and Status eq 'On Hold'`,
      $select: select,
    });
    const unclaimed = held.filter((row) => !textOf(row, 'ExternalRefNbr'));
    if (unclaimed.length > 1) {
      throw new AccountingError(
        'rejected',
        `Project ${projectId} has ${unclaimed.length} pro forma invoices on hold that no pay app ` +
          'claims; delete or release the ones not made for this pay app, then push it again.',
        { retryable: false, call: 'GET ProFormaInvoice', record: `ProjectID ${projectId}` },
      );
    }
    return unclaimed[0];
  }
}

/**
 * The amount of each task this period: work completed plus the change in materials stored
 * (G703 E + ΔF, so G this period less G last period). With Acumatica's Construction feature the Amount to Invoice already includes
 * stored material, so stored material is not sent again on its own (no double count).
 */
function proFormaAmounts(invoice: TAccountingProFormaInvoice) {
  return invoice.lines.map((line) => {
    const amount = add(fromNumeric(line.amount), fromNumeric(line.stored));
    const text = toNumeric(amount, PLACES.money);
    moneyToJson(text, 'Pro forma line amount');
    return { subCategoryCode: line.subCategoryCode, amount: text };
  });
}

/** The pro forma's lines set to our amounts by task; a task we do not bill this period: 0. */
function progressLines(
  current: TAcumaticaRecord,
  lines: Array<{ subCategoryCode: string; amount: string }>,
): TAcumaticaRecord[] {
  const byTask = new Map(lines.map((line) => [line.subCategoryCode, line.amount]));
  const existing = (current.ProgressBilling ?? []) as TAcumaticaRecord[];
  return existing.map((line) => ({
    id: line.id,
    ...fields({
      AmountToInvoice: moneyToJson(
        byTask.get(textOf(line, 'ProjectTaskID') ?? '') ?? '0.00',
        'Pro forma line amount',
      ),
    }),
  }));
}

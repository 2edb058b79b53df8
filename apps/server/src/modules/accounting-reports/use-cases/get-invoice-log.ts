import { monthRange } from '@n5/shared/accounting-reports/rules';
import { parseInteger } from '@n5/shared/core/integer';
import type { TAccountingReportsDeps } from '../deps';
import { selectInvoiceLog } from '../queries';

/** Invoice Log (spec 2 §7): the pay apps certified in the month of `date`, from our books. */
export async function getInvoiceLog(deps: TAccountingReportsDeps, input: { date: string }) {
  const [year, month] = input.date.split('-').map((part) => parseInteger(part)!);
  return { data: await selectInvoiceLog(deps.db, monthRange(year!, month!)) };
}

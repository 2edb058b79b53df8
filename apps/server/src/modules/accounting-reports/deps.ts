import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';

export interface TAccountingReportsDeps {
  db: TDb;
  /** The accounting system: the project budgets come from it (local books or Acumatica). */
  accounting: AccountingGateway;
}

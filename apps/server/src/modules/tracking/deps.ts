import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';

/** What every tracking use case is handed: the database and the accounting gateway (actuals). */
export interface TTrackingDeps {
  db: TDb;
  accounting: AccountingGateway;
}

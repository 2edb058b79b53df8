import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';

export interface TCostLoggingDeps {
  db: TDb;
  accounting: AccountingGateway;
}

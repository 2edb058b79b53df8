import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';

/** What every tracking use case is handed: the database and the accounting gateway (actuals). */
export interface TTrackingDeps {
  db: TDb;
  accounting: AccountingGateway;
  /** Billed to date for over/under billing (issue 31 item 8); '0.00' when absent (tools). */
  billing?: { billedToDate(projectId: number): Promise<string> };
}

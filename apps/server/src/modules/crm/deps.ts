import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';

/** What every CRM use case is handed: the database, and the accounting system (the mapping). */
export interface TCrmDeps {
  db: TDb;
  /** Acumatica's customer and vendor lists; absent or local: ids are typed. */
  accounting?: AccountingGateway;
}

/** Where a company's accounting ids come from: Acumatica's lists, or typed. */
export const accountingSourceOf = (deps: TCrmDeps) =>
  deps.accounting?.kind === 'acumatica' ? ('acumatica' as const) : ('none' as const);

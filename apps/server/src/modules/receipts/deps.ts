import type { TDb } from '../../db/client';
import type { AccountingGateway } from '../../lib/accounting/gateway';
import type { ReceiptAnalyzer } from '../../lib/ocr/receipt-analyzer';
import type { TFilesService } from '../files/index';

export interface TReceiptsDeps {
  db: TDb;
  /** The file store's service: the PDFs are stored and read through it. */
  files: TFilesService;
  analyzer: ReceiptAnalyzer;
  accounting: AccountingGateway;
  /** The clock (tests fix it); the NP number's date is this moment in America/Chicago. */
  now?: () => Date;
}

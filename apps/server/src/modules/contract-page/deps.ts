import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { TContractsService } from '../contracts/index';
import type { TEmailService } from '../email';
import type { TFilesService } from '../files';

/**
 * What every contract page use case is handed. The contracts service reads the contract rows and
 * approves them (a signature is the contracts module's approval use case); files stores the
 * signature image and the signed PDF; jobs (null in tests) renders that PDF off the request.
 */
export interface TContractPageDeps {
  db: TDb;
  contracts: TContractsService;
  files: TFilesService;
  email: TEmailService;
  jobs: TJobs | null;
  now: () => Date;
}

import { sumMoney } from '@n5/shared/contracts/totals';
import { QUEUES } from '../../jobs/queues';
import { AccountingError } from '../../lib/accounting/gateway';
import { accountingCompanyOf, accountingProjectOf } from '../../lib/accounting/accounting-records';
import {
  isoDay,
  need,
  nowOf,
  type TAccountingJob,
  type TContractParty,
  type TContractsDeps,
} from './deps';
import { contractRowOf, PARTIES } from './parties';
import { projectConditionAmounts } from './queries';

/** Keeps the outcome of a push on the contract row, where the tabs show it. */
async function markAccounting(
  deps: TContractsDeps,
  party: TContractParty,
  guid: string,
  status: 'queued' | 'synced' | 'failed',
  error: string | null,
) {
  const values = { accountingStatus: status, accountingError: error, accountingAt: nowOf(deps) };
  await PARTIES[party].update(deps.db, guid, values);
}

/** The job's work: the contract as the gateway wants it, pushed; the outcome kept on the row. */
export async function runAccountingPush(deps: TContractsDeps, job: TAccountingJob) {
  const accounting = need(deps.accounting, 'the accounting gateway');
  const row = await contractRowOf(deps.db, job.party, job.guid);
  if (!row) return;
  const amounts = await projectConditionAmounts(deps.db, row.projectId);
  const mine = amounts.filter(
    (a) => (job.party === 'client' ? a.clientContractId : a.subContractId) === job.guid,
  );
  const lines = new Map<string, string[]>();
  for (const a of mine) {
    const amount = job.party === 'client' ? sumMoney([a.preTax, a.tax]) : a.bidAmount;
    lines.set(a.subCategoryCode, [...(lines.get(a.subCategoryCode) ?? []), amount]);
  }
  try {
    // The project and its tasks first: the contract's lines refer to them (issue 38 item 1).
    const project = await accountingProjectOf(deps.db, row.projectId);
    if (project) await accounting.pushProject(project);
    const company = await accountingCompanyOf(
      deps.db,
      row.companyId,
      job.party === 'sub' ? 'vendor' : 'customer',
    );
    await accounting.pushContract(
      {
        guid: job.guid,
        party: job.party,
        contractType: 'contractType' in row ? row.contractType : row.subContractType,
        projectId: row.projectId,
        counterpartyId: company.id,
        counterpartyName: company.name,
        date: isoDay(nowOf(deps)),
        description: 'description' in row ? row.description || null : null,
        retention: job.party === 'sub' ? row.retention : null,
        lines: [...lines].map(([code, amountsOf]) => ({
          subCategoryCode: code,
          description: code,
          amount: sumMoney(amountsOf),
        })),
      },
      { withSignature: job.withSignature },
    );
    await markAccounting(deps, job.party, job.guid, 'synced', null);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await markAccounting(deps, job.party, job.guid, 'failed', message);
    if (error instanceof AccountingError && error.retryable) throw error;
  }
}

/** Queues the push (jobs), or runs it now where no jobs run (tests, one-off tools). */
export async function enqueuePush(deps: TContractsDeps, job: TAccountingJob) {
  await markAccounting(deps, job.party, job.guid, 'queued', null);
  if (deps.jobs) {
    await deps.jobs.send(QUEUES.accounting, { kind: 'contract', ...job });
  } else {
    await runAccountingPush(deps, job).catch(() => undefined);
  }
}

/**
 * An approval (upload or signature) pushes the contract, signed, once the approval has
 * committed (issue 38 item 8): a job where jobs run. Without an accounting gateway (a tool
 * building the module alone) there is nothing to push to.
 */
export async function pushApproved(deps: TContractsDeps, party: TContractParty, guid: string) {
  if (!deps.accounting) return;
  await enqueuePush(deps, { party, guid, withSignature: true });
}

/** The reply of a push: the contract's accounting status as the tab shows it. */
export async function accountingReply(deps: TContractsDeps, party: TContractParty, guid: string) {
  const row = (await contractRowOf(deps.db, party, guid))!;
  return {
    guid,
    Accounting: {
      status: row.accountingStatus as 'none' | 'queued' | 'synced' | 'failed',
      error: row.accountingError,
      at: row.accountingAt?.toISOString() ?? null,
    },
  };
}

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { TContractStage } from '@n5/shared/contracts/constants';
import { sumMoney } from '@n5/shared/contracts/totals';
import type { TProject } from '@n5/shared/project/schemas';
import {
  clientContractsQuery,
  clientTotalsQuery,
  subContractsQuery,
  subTotalsQuery,
  v2ContractsQuery,
} from '../api/contracts-queries';
import { clientRow, subRow } from './contract-rows';
import type { TContractRow, TTotals } from './contract-table';

/**
 * The contracts of the Client or Sub Contract tab as table rows, the stage totals, and (a v2
 * project's client tab) the NEW totals beside the OLD ones.
 */
export function useContractsTabData(kind: 'client' | 'sub', project: TProject) {
  const projectId = project.ProjectID;
  const isV2 = project.api_version === 'v2';
  const client = useQuery({ ...clientContractsQuery(projectId), enabled: kind === 'client' });
  const sub = useQuery({ ...subContractsQuery(projectId), enabled: kind === 'sub' });
  const clientTotals = useQuery({ ...clientTotalsQuery(projectId), enabled: kind === 'client' });
  const subTotals = useQuery({ ...subTotalsQuery(projectId), enabled: kind === 'sub' });
  const v2 = useQuery({ ...v2ContractsQuery(projectId), enabled: kind === 'client' && isV2 });

  const rows: TContractRow[] | undefined =
    kind === 'client' ? client.data?.contracts.map(clientRow) : sub.data?.contracts.map(subRow);
  const source = kind === 'client' ? client : sub;
  const query = {
    data: rows,
    error: source.error,
    isFetching: source.isFetching,
    refetch: source.refetch as unknown as UseQueryResult<TContractRow[]>['refetch'],
  };
  const totals = kind === 'client' ? clientTotals.data?.totals : subTotals.data?.totals;
  const newTotals = (stage: TContractStage): TTotals | null => {
    if (!isV2 || kind !== 'client' || !v2.data || !client.data) return null;
    const guids = new Set(
      client.data.contracts.filter((r) => r.ContractStageCategory === stage).map((r) => r.GUID),
    );
    const text = sumMoney(
      v2.data.contracts.filter((r) => guids.has(r.guid)).map((r) => r.grand_total),
    );
    return { GrandTotal: text, InvoicedTotal: '0.00', ReceivedTotal: '0.00' };
  };
  return { rows, query, totals, newTotals, subTotals: subTotals.data?.totals, isV2 };
}

import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CONTRACT_STAGES, type TContractStage } from '@n5/shared/contracts/constants';
import type { TProject } from '@n5/shared/project/schemas';
import { ContractAmountFigure } from '../../../components/contract-amount-figure';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatShortDate, formatUsd } from '../../../lib/format';
import { useShowV1 } from '../../../lib/show-v1';
import { clientContractsQuery, clientDetailQuery } from '../api/contracts-queries';
import { ContractDetailTable } from './contract-detail-table';

const EMPTY = {
  Approved: 'No approved contracts',
  Pending: 'No pending contracts',
  Inactive: 'No Inactive contracts',
} as const;

type TClientContract = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof clientContractsQuery>['queryFn']>>>
>['contracts'][number];

/** Open the contract: the new-style link, the old style (v1) too when asked for. */
function ContractLinks(props: { row: TClientContract; showOld: boolean; showNew: boolean }) {
  const { row: r, showOld, showNew } = props;
  return (
    <Stack direction="row" spacing={1}>
      {(showNew || !showOld) && (
        <Link href={`/contracts/${r.GUID}/client`} target="_blank" rel="noopener">
          Open {r.ContractType}
        </Link>
      )}
      {showOld && (
        <Link
          href={`/contract/?r=c&id=${r.GUID}&c=${r.CompanyID ?? ''}`}
          target="_blank"
          rel="noopener"
        >
          {showNew ? `Open ${r.ContractType} (v1)` : `Open ${r.ContractType}`}
        </Link>
      )}
    </Stack>
  );
}

/** The client contracts of one stage, or its empty line. */
function StageTable(props: {
  stage: TContractStage;
  rows: TClientContract[];
  showOld: boolean;
  showNew: boolean;
}) {
  const { stage, rows } = props;
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {stage} client contracts
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{EMPTY[stage]}</Typography>
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={`${stage} client contracts`}>
          <Table size="small" aria-label={`${stage} client contracts`}>
            <TableHead>
              <TableRow>
                <TableCell>Contract</TableCell>
                <TableCell>Client</TableCell>
                <TableCell>Description</TableCell>
                <TableCell align="right">Amount</TableCell>
                <TableCell>Cont Sent</TableCell>
                <TableCell>Cont Rcvd</TableCell>
                <TableCell>Link</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((r) => (
                <TableRow key={r.GUID}>
                  <TableCell>{r.ContractType}</TableCell>
                  <TableCell>
                    {r.CompanyName} (#{r.CompanyID ?? '-'})
                  </TableCell>
                  <TableCell>{r.ContractDescription}</TableCell>
                  <TableCell align="right">{formatUsd(r.GrandTotal)}</TableCell>
                  <TableCell>{formatShortDate(r.ContractSentDate)}</TableCell>
                  <TableCell>{formatShortDate(r.ClientApprovalDate)}</TableCell>
                  <TableCell>
                    <ContractLinks row={r} showOld={props.showOld} showNew={props.showNew} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/**
 * Project Info's contract sections (spec 1 §2): the Client Contract Detail table, then the
 * Approved, Pending and Inactive client contract tables. Links are the new style
 * (/contracts/{guid}/client); with showv1=true on a v2 project the old style is shown too.
 */
export function ProjectInfoContracts({ project }: { project: TProject }) {
  const projectId = project.ProjectID;
  const [isShowingV1] = useShowV1();
  const showOld = project.api_version === 'v1' || isShowingV1;
  const showNew = project.api_version === 'v2';
  const detail = useQuery(clientDetailQuery(projectId));
  const contracts = useQuery(clientContractsQuery(projectId));
  return (
    <SectionCard title="Client Contracts" aside={<ContractAmountFigure projectId={projectId} />}>
      <ContractDetailTable title="Client Contract Detail" query={detail} />
      <QueryState
        query={contracts}
        loadingLabel="Loading client contracts"
        errorText="The client contracts could not be loaded"
      >
        {(data) => (
          <Stack spacing={2} sx={{ mt: 2 }}>
            {CONTRACT_STAGES.map((stage) => (
              <StageTable
                key={stage}
                stage={stage}
                rows={data.contracts.filter((r) => r.ContractStageCategory === stage)}
                showOld={showOld}
                showNew={showNew}
              />
            ))}
          </Stack>
        )}
      </QueryState>
    </SectionCard>
  );
}

import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { TProject } from '@n5/shared/project/schemas';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useShowV1 } from '../../../lib/show-v1';
import { useCurrentUser } from '../../../lib/session';
import { subDetailQuery } from '../api/contracts-queries';
import { ContractsTabDialogs } from './contracts-tab-dialogs';
import { ContractsTabToolbar } from './contracts-tab-toolbar';
import { ContractDetailTable } from './contract-detail-table';
import { allowedActions } from './contract-row-menu';
import { ContractStageTables } from './contract-stage-tables';
import type { TContractRow } from './contract-table';
import { useContractsTabActions } from './use-contracts-tab-actions';
import { useContractsTabData } from './use-contracts-tab-data';

type TKind = 'client' | 'sub';

/** The Client Contract or Sub Contract tab of the project page (spec 1 §2). */
function ContractsTab({ kind, project }: { kind: TKind; project: TProject }) {
  const projectId = project.ProjectID;
  const user = useCurrentUser();
  const [isShowingV1] = useShowV1();
  const data = useContractsTabData(kind, project);
  const uploadFor = useRef<TContractRow | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const tab = useContractsTabActions(kind, project, (row) => {
    uploadFor.current = row;
    fileInput.current?.click();
  });
  const allowed = allowedActions(user);

  return (
    <SectionCard title={kind === 'client' ? 'Client Contracts' : 'Sub Contracts'}>
      <ContractsTabToolbar
        kind={kind}
        rows={data.rows}
        writes={tab.inline}
        onAlternatesForm={(r) => void tab.onAction('alternatesForm', r)}
      />
      {tab.alert && (
        <Alert severity="error" onClose={() => tab.setAlert(null)} sx={{ mb: 1 }}>
          {tab.alert}
        </Alert>
      )}
      <input
        ref={fileInput}
        hidden
        type="file"
        accept="application/pdf"
        aria-label="Signed contract file"
        onChange={(e) => {
          const file = e.target.files?.[0];
          const row = uploadFor.current;
          e.target.value = '';
          if (!file || !row) return;
          tab.inline.uploadSigned(row, file);
        }}
      />
      <QueryState
        query={data.query}
        loadingLabel="Loading contracts"
        errorText="The contracts could not be loaded"
      >
        {() => (
          <ContractStageTables
            kind={kind}
            rows={data.rows}
            totals={data.totals}
            newTotals={data.newTotals}
            grandTotals={data.subTotals?.All}
            showOldLinks={data.isV2 && isShowingV1}
            allowed={allowed}
            onAction={(a, r) => void tab.onAction(a, r)}
            onDays={tab.inline.setDays}
            onRetention={tab.inline.setRetention}
          />
        )}
      </QueryState>
      {kind === 'sub' && <SubContractDetail projectId={projectId} />}

      <ContractsTabDialogs
        dialog={tab.dialog}
        kind={kind}
        projectId={projectId}
        busy={tab.busy}
        error={tab.error}
        onClose={tab.close}
        writes={tab.writes}
      />
    </SectionCard>
  );
}

function SubContractDetail({ projectId }: { projectId: number }) {
  const detail = useQuery(subDetailQuery(projectId));
  return (
    <Box sx={{ mt: 3 }}>
      <ContractDetailTable title="Sub Contract Detail" query={detail} withCompany />
    </Box>
  );
}

export function ClientContractTab({ project }: { project: TProject }) {
  return <ContractsTab kind="client" project={project} />;
}
export function SubContractTab({ project }: { project: TProject }) {
  return <ContractsTab kind="sub" project={project} />;
}

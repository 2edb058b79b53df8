import { useRef, useState } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TContractStage } from '@n5/shared/contracts/constants';
import { CONTRACT_STAGES } from '@n5/shared/contracts/constants';
import {
  canForceResync,
  canPushWithoutSignature,
  canReturnToPending,
} from '@n5/shared/contracts/rules';
import { sumMoney } from '@n5/shared/contracts/totals';
import type { TProject } from '@n5/shared/project/schemas';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useShowV1 } from '../../../lib/show-v1';
import { callApi } from '../../../lib/api-client';
import { formatUsd } from '../../../lib/format';
import { companyNamesQuery } from '../../../lib/reference-data';
import { useCurrentUser } from '../../../lib/session';
import {
  clientContractsQuery,
  clientTotalsQuery,
  contractsApi as c,
  subContractsQuery,
  subDetailQuery,
  subTotalsQuery,
  uploadTo,
  useContractMutation,
  v2ContractsQuery,
} from '../api/contracts-queries';
import { ContractsTabDialogs, type TDialog } from './contracts-tab-dialogs';
import { ContractDetailTable } from './contract-detail-table';
import { clientRow, subRow } from './contract-rows';
import { AlternatesFormButton } from './alternates-form-button';
import { ContractTable, type TContractRow, type TRowAction, type TTotals } from './contract-table';

type TKind = 'client' | 'sub';

/** The Client Contract or Sub Contract tab of the project page (spec 1 §2). */
function ContractsTab({ kind, project }: { kind: TKind; project: TProject }) {
  const projectId = project.ProjectID;
  const user = useCurrentUser();
  const isV2 = project.api_version === 'v2';
  const [isShowingV1] = useShowV1();
  const client = useQuery({ ...clientContractsQuery(projectId), enabled: kind === 'client' });
  const sub = useQuery({ ...subContractsQuery(projectId), enabled: kind === 'sub' });
  const clientTotals = useQuery({ ...clientTotalsQuery(projectId), enabled: kind === 'client' });
  const subTotals = useQuery({ ...subTotalsQuery(projectId), enabled: kind === 'sub' });
  const v2 = useQuery({ ...v2ContractsQuery(projectId), enabled: kind === 'client' && isV2 });
  const companies = useQuery({ ...companyNamesQuery, enabled: kind === 'sub' });
  const [dialog, setDialog] = useState<TDialog>(null);
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [newSub, setNewSub] = useState<{ id: number; label: string } | null>(null);
  const uploadFor = useRef<TContractRow | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const close = () => {
    setDialog(null);
    setError(null);
  };
  const run = useContractMutation(projectId, async (work: () => Promise<unknown>) => work());
  const act = (work: () => Promise<unknown>, after?: () => void) => {
    setError(null);
    run.mutate(work, {
      onSuccess: () => {
        close();
        after?.();
      },
      onError: (e) => setError(e.message),
    });
  };
  const actInline = (work: () => Promise<unknown>) =>
    run.mutate(work, { onError: (e) => setAlert(e.message), onSuccess: () => setAlert(null) });

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

  async function onAction(action: TRowAction, row: TContractRow) {
    setAlert(null);
    if (action === 'send') {
      if (kind === 'client') {
        const ready = await callApi(c.checkClientContractReady, {
          query: { guid: row.guid },
        }).catch((e: Error) => {
          setAlert(e.message);
          return null;
        });
        if (!ready) return;
        if (ready.messages.length > 0)
          return setDialog({ kind: 'errors', messages: ready.messages });
        return setDialog({ kind: 'send', row, recipients: project.ClientContactEmail ?? '' });
      }
      const ready = await callApi(c.checkSubContractReady, { query: { guid: row.guid } }).catch(
        (e: Error) => {
          setAlert(e.message);
          return null;
        },
      );
      if (!ready) return;
      const r = ready.subContractReady;
      if (r.clientContractApprovedInd === 0 || r.subContractReadyInd === 0) {
        return setDialog({ kind: 'missing', message: r.message });
      }
      const email = await callApi(c.subCompanyEmail, { query: { guid: row.guid } }).catch(() => ({
        email: '',
      }));
      return setDialog({ kind: 'send', row, recipients: email.email });
    }
    if (action === 'upload') {
      // A client upload approves the contract: the same readiness as a send (spec 1 §5).
      if (kind === 'client') {
        const ready = await callApi(c.checkClientContractReady, {
          query: { guid: row.guid },
        }).catch((e: Error) => {
          setAlert(e.message);
          return null;
        });
        if (!ready) return;
        if (ready.messages.length > 0)
          return setDialog({ kind: 'errors', messages: ready.messages });
      }
      uploadFor.current = row;
      fileInput.current?.click();
      return;
    }
    if (action === 'uploadBid') return setDialog({ kind: 'uploadBid', row });
    if (action === 'alternatesForm') {
      return setDialog({ kind: 'alternates', row, recipients: project.ClientContactEmail ?? '' });
    }
    if (action === 'inclusions') return setDialog({ kind: 'inclusions', row });
    setDialog({ kind: 'confirm', row, action });
  }

  function confirm(action: string, row: TContractRow) {
    const guid = row.guid;
    const work = async () => {
      if (action === 'deactivate')
        return callApi(kind === 'client' ? c.clientInactive : c.subInactive, { body: { guid } });
      if (action === 'reactivate')
        return callApi(kind === 'client' ? c.clientPending : c.subPending, { body: { guid } });
      if (action === 'returnToPending')
        return callApi(c.setToPending, { body: { guid, type: kind === 'client' ? 'c' : 's' } });
      if (action === 'resync') {
        const r = await callApi(c.v2SyncAcumatica, {
          params: { projectId: String(projectId), guid },
        });
        if (r.Accounting.status === 'failed')
          throw new Error(r.Accounting.error ?? 'The re-sync failed.');
        return r;
      }
      const r = await callApi(kind === 'client' ? c.noSignatureClient : c.noSignatureSub, {
        body: { recipient: kind === 'client' ? 'c' : 's', guid, companyID: row.companyId },
      });
      if (r.Accounting.status === 'failed')
        throw new Error(r.Accounting.error ?? 'The push failed.');
      return r;
    };
    act(work);
  }

  const allowed = {
    returnToPending: canReturnToPending(user),
    pushWithoutSignature: canPushWithoutSignature(user),
    resync: canForceResync(user),
  };

  return (
    <SectionCard title={kind === 'client' ? 'Client Contracts' : 'Sub Contracts'}>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {kind === 'client' ? (
          <>
            <Button
              variant="contained"
              onClick={() =>
                actInline(() => callApi(c.addClientContract, { body: { projectID: projectId } }))
              }
            >
              Add contract
            </Button>
            <Button
              variant="outlined"
              onClick={() =>
                actInline(() => callApi(c.addAlternate, { body: { projectID: projectId } }))
              }
            >
              Add alternate
            </Button>
            <AlternatesFormButton rows={rows} onSend={(r) => void onAction('alternatesForm', r)} />
          </>
        ) : (
          <>
            <Autocomplete
              sx={{ width: 320 }}
              size="small"
              // Only subcontractors: the server refuses any other company (400).
              options={(companies.data ?? [])
                .filter((x) => x.SubcontractorInd === 1)
                .map((x) => ({ id: x.CompanyID, label: x.CompanyName }))}
              value={newSub}
              onChange={(_, v) => setNewSub(v)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              renderInput={(params) => <TextField {...params} label="Subcontractor" />}
            />
            <Button
              variant="contained"
              disabled={!newSub}
              onClick={() =>
                newSub &&
                actInline(() =>
                  callApi(c.addSubContract, {
                    body: { projectID: projectId, subCompanyID: newSub.id },
                  }),
                )
              }
            >
              Add sub contract
            </Button>
          </>
        )}
      </Stack>
      {alert && (
        <Alert severity="error" onClose={() => setAlert(null)} sx={{ mb: 1 }}>
          {alert}
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
          actInline(() =>
            uploadTo(kind === 'client' ? c.uploadClientContract : c.uploadSubContract, file, {
              contractGUID: row.guid,
            }),
          );
        }}
      />
      <QueryState
        query={query}
        loadingLabel="Loading contracts"
        errorText="The contracts could not be loaded"
      >
        {() => (
          <Box>
            {CONTRACT_STAGES.map((stage) => (
              <ContractTable
                key={stage}
                kind={kind}
                stage={stage}
                rows={(rows ?? []).filter((r) => r.stage === stage)}
                totals={
                  totals?.[stage] ?? { GrandTotal: '0', InvoicedTotal: '0', ReceivedTotal: '0' }
                }
                newTotals={newTotals(stage)}
                showOldLinks={isV2 && isShowingV1}
                allowed={allowed}
                onAction={(a, r) => void onAction(a, r)}
                onDays={(r, v) =>
                  actInline(() =>
                    kind === 'client'
                      ? callApi(c.setClientWorkDays, {
                          body: { guid: r.guid, clientWorkDays: v.trim() || null },
                        })
                      : callApi(c.setSubWorkDays, {
                          body: { guid: r.guid, subWorkDays: v.trim() || null },
                        }),
                  )
                }
                onRetention={(r, v) =>
                  actInline(() =>
                    callApi(kind === 'client' ? c.setClientRetention : c.setSubRetention, {
                      body: { guid: r.guid, retention: v.trim() || '0' },
                    }),
                  )
                }
              />
            ))}
            {kind === 'sub' && subTotals.data && (
              <Box sx={{ mt: 2, fontWeight: 700 }} aria-label="Grand totals">
                Grand totals: contract {fmt(subTotals.data.totals.All.GrandTotal)}, invoiced{' '}
                {fmt(subTotals.data.totals.All.InvoicedTotal)}, paid{' '}
                {fmt(subTotals.data.totals.All.ReceivedTotal)}
              </Box>
            )}
          </Box>
        )}
      </QueryState>
      {kind === 'sub' && <SubContractDetail projectId={projectId} />}

      <ContractsTabDialogs
        dialog={dialog}
        kind={kind}
        projectId={projectId}
        busy={run.isPending}
        error={error}
        onClose={close}
        act={act}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}

const fmt = (v: string) => formatUsd(v);

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

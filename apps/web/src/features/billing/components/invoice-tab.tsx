import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isCertified } from '@n5/shared/billing/constants';
import { addPayAppRefusal } from '@n5/shared/billing/rules';
import type { TProject } from '@n5/shared/project/schemas';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { mutationGroup } from '../../../lib/mutation-group';
import {
  invoicingQuery,
  useAddPayApp,
  useSetPayAppAmount,
  useSetPayAppStatus,
} from '../api/billing-queries';
import { InvoiceDialogs, type TDialog } from './invoice-dialogs';
import { InvoiceTable } from './invoice-table';
import { ReceivablesSection } from './receivables-section';

/** Create New Pay App and Retainage release…, with why they are disabled. */
function InvoiceActions(props: {
  addRefusal: string | null;
  canRelease: boolean;
  busy: boolean;
  onAdd: () => void;
  onRelease: () => void;
}) {
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      {props.addRefusal && (
        <Typography variant="caption" color="text.secondary" id="add-pay-app-why">
          {props.addRefusal}
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        disabled={props.busy || !props.canRelease}
        onClick={props.onRelease}
      >
        Retainage release…
      </Button>
      <Button
        variant="contained"
        size="small"
        disabled={props.busy || props.addRefusal !== null}
        aria-describedby={props.addRefusal ? 'add-pay-app-why' : undefined}
        onClick={props.onAdd}
      >
        Create New Pay App
      </Button>
    </Stack>
  );
}

/**
 * The Invoice tab (spec 1 §2; issue 16 item 1): Create New Pay App (and a retainage release,
 * issue 31 item 2), the table of sub-categories and pay apps, its dialogs, then the payments
 * received; "No invoice" when empty.
 */
export function InvoiceTab({ project }: { project: TProject }) {
  const projectId = project.ProjectID;
  const query = useQuery(invoicingQuery(projectId));
  const [dialog, setDialog] = useState<TDialog>(null);
  const addPayApp = useAddPayApp(projectId);
  const setStatus = useSetPayAppStatus(projectId);
  const setAmount = useSetPayAppAmount(projectId);
  const write = mutationGroup(addPayApp, setStatus, setAmount);
  const pick = (n: number) => ({ projectID: projectId, paymentApplicationType: n });
  // One open pay app at a time: the next is added once the last is certified (issue 28).
  const last = query.data?.payApps.at(-1);
  const addRefusal = last
    ? addPayAppRefusal({ number: last.paymentApplicationType, status: last.status })
    : null;
  return (
    <Stack spacing={2}>
      <SectionCard
        title="Invoice"
        label="Client invoicing"
        aside={
          <InvoiceActions
            addRefusal={addRefusal}
            canRelease={!!last && isCertified(last.status)}
            busy={write.isPending}
            onAdd={() => addPayApp.mutate()}
            onRelease={() => setDialog({ kind: 'release' })}
          />
        }
      >
        <Stack spacing={2}>
          {write.error && (
            <Alert severity="error" onClose={() => write.reset()}>
              {write.error.message}
            </Alert>
          )}
          <QueryState
            query={query}
            loadingLabel="Loading invoicing"
            errorText="The invoicing could not be loaded"
            empty={{ when: (d) => d.payApps.length === 0, text: 'No invoice' }}
          >
            {(d) => (
              <InvoiceTable
                data={d}
                onStatus={(n, status) => setStatus.mutate({ ...pick(n), status })}
                onAction={(kind, payApp) => setDialog({ kind, payApp })}
                onAmount={(n, subCategoryCode, field, text) =>
                  setAmount.mutate({ ...pick(n), subCategoryCode, [field]: text })
                }
              />
            )}
          </QueryState>
        </Stack>
        <InvoiceDialogs
          projectId={projectId}
          dialog={dialog}
          data={query.data}
          onClose={() => setDialog(null)}
        />
      </SectionCard>
      <ReceivablesSection projectId={projectId} />
    </Stack>
  );
}

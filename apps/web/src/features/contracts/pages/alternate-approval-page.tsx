import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import type { TAlternateApprovalItems } from '@n5/shared/contracts/alternate-approval';
import { ALTERNATE_TEXTS, alternateSelectionTotals } from '@n5/shared/contracts/alternates';
import { ZGuid } from '@n5/shared/contracts/schemas';
import { BrandMark } from '../../../components/brand-mark';
import { ApiError } from '../../../lib/api-client';
import {
  alternateApprovalQuery,
  useSubmitAlternateSelection,
} from '../api/alternate-approval-queries';
import { AlternateHeader } from '../components/alternate-header';
import { AlternateTable } from '../components/alternate-table';
import { AlternateTotals } from '../components/alternate-totals';

/**
 * /alternate-approval/{guid} (spec 3 §2.5; issue 15 item 5): the client ticks the alternates
 * wanted and submits once. No sign-in; the GUID is checked here first, then by the server.
 */
export function AlternateApprovalPage() {
  const { guid = '' } = useParams();
  const parsed = ZGuid.safeParse(guid);
  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default', py: 3, px: 2 }}>
      <Box sx={{ maxWidth: 960, mx: 'auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <BrandMark size={36} />
          <Typography variant="h5" component="h1">
            Alternate Selection
          </Typography>
        </Box>
        {parsed.success ? <Loaded guid={parsed.data} /> : <NotFound />}
      </Box>
    </Box>
  );
}

function NotFound(props: { onRetry?: () => void }) {
  return (
    <Alert
      severity="warning"
      action={
        props.onRetry ? (
          <Button color="inherit" size="small" variant="outlined" onClick={props.onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {ALTERNATE_TEXTS.notFound}
    </Alert>
  );
}

function Loaded({ guid }: { guid: string }) {
  const query = useQuery(alternateApprovalQuery(guid));
  if (query.isPending)
    return (
      // An overlay over the whole page (MUI's Backdrop would hide the spinner from screen readers).
      <Box
        sx={{
          position: 'fixed',
          inset: 0,
          zIndex: (theme) => theme.zIndex.modal,
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(0, 0, 0, 0.4)',
          color: '#fff',
        }}
      >
        <CircularProgress color="inherit" aria-label="Loading the project" />
      </Box>
    );
  if (query.isError) {
    // A wrong link is final; anything else (busy server, no network) can be tried again.
    const isWrongLink = query.error instanceof ApiError && [400, 404].includes(query.error.status);
    return <NotFound onRetry={isWrongLink ? undefined : () => void query.refetch()} />;
  }
  // Remounted per saved state, so the boxes start from what the server holds.
  return <Selection key={query.data.project.AlternatesSelectedInd} guid={guid} data={query.data} />;
}

/** The end of the form: the thank-you once submitted, the closed message, or Submit. */
function SelectionOutcome(props: {
  project: TAlternateApprovalItems['project'];
  isSubmitted: boolean;
  closedMessage: string | null;
  isPending: boolean;
  onSubmit: () => void;
}) {
  return (
    <>
      {props.isSubmitted ? (
        <Alert icon={<ThumbUpOutlined />} severity="success" sx={{ mt: 2 }}>
          {ALTERNATE_TEXTS.thankYou} If you have any questions, please contact{' '}
          {props.project.PMDisplayName || 'your project manager'}
          {props.project.PMEmail ? (
            <>
              {' '}
              at <strong>{props.project.PMEmail}</strong>
            </>
          ) : null}
          .
        </Alert>
      ) : props.closedMessage ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {props.closedMessage}
        </Alert>
      ) : (
        <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button
            variant="contained"
            size="large"
            disabled={props.isPending}
            onClick={props.onSubmit}
          >
            {props.isPending ? 'Submitting…' : ALTERNATE_TEXTS.submit}
          </Button>
        </Box>
      )}
    </>
  );
}

function Selection({ guid, data }: { guid: string; data: TAlternateApprovalItems }) {
  const { project, alternates } = data;
  const isSubmitted = project.AlternatesSelectedInd === 1;
  const closedMessage = isSubmitted ? null : project.closedMessage;
  // Types marked selected on the server start ticked (spec 3 §4); the Base is always in.
  const [selected, setSelected] = useState<ReadonlySet<string>>(
    () =>
      new Set(
        alternates
          .filter((a) => a.ContractType !== 'Base' && a.AlternateSelectedInd === 1)
          .map((a) => a.ContractType),
      ),
  );
  const submit = useSubmitAlternateSelection(guid);
  const isLocked = isSubmitted || closedMessage !== null || submit.isPending;
  const totals = alternateSelectionTotals(
    alternates.map((a) => ({
      contractType: a.ContractType,
      total: a.Total,
      kansasRemodelTax: a.KansasRemodelTax,
    })),
    selected,
  );
  const toggle = (type: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(type);
      else next.delete(type);
      return next;
    });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <AlternateHeader project={project} />
      {isSubmitted || closedMessage ? null : (
        <Alert severity="info" variant="filled" sx={{ my: 2 }}>
          {ALTERNATE_TEXTS.note}
        </Alert>
      )}
      {alternates.map((a) => (
        <AlternateTable
          key={a.ContractType}
          alternate={a}
          isSelected={selected.has(a.ContractType)}
          isLocked={isLocked}
          onToggle={(on) => toggle(a.ContractType, on)}
        />
      ))}
      <AlternateTotals totals={totals} />
      {submit.isError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {ALTERNATE_TEXTS.submitFailed}
        </Alert>
      ) : null}
      <SelectionOutcome
        project={project}
        isSubmitted={isSubmitted}
        closedMessage={closedMessage}
        isPending={submit.isPending}
        onSubmit={() =>
          submit.mutate(
            alternates
              .map((a) => a.ContractType)
              .filter((type) => type !== 'Base' && selected.has(type)),
          )
        }
      />
    </Paper>
  );
}

import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPayAppGuid, type TGrandTotals, type TSubtotal } from '@n5/shared/payapp/schemas';
import {
  PAYAPP_TEXTS,
  payAppNotFoundText,
  payAppTitleParts,
  payAppView,
  rejectionSentText,
} from '@n5/shared/payapp/texts';
import { combineQueries, QueryState } from '../../../components/query-state';
import { StatusView } from '../../../components/status-view';
import { formatShortDate } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { grandTotalsQuery, payAppPdfUrl, subtotalsQuery } from '../api/payapp-queries';
import { ChangeOrderSummary, G702Summary } from '../components/g702-summary';
import { G703Table } from '../components/g703-table';
import { PartiesBlocks } from '../components/parties-blocks';
import { PayAppDecision } from '../components/payapp-decision';

/** Landscape paper, no buttons, the whole table (it scrolls on screen only). */
const PRINT = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'landscape', margin: '10mm' },
        '.payapp-no-print': { display: 'none !important' },
        '.payapp-g703': { overflow: 'visible !important' },
        '.payapp-page table': { fontSize: '8pt' },
        '.payapp-page h1': { fontSize: '14pt !important' },
        '.payapp-page h2': { fontSize: '11pt !important' },
        '.payapp-page th, .payapp-page td': { padding: '2px 4px !important', fontSize: '8pt' },
        '.payapp-page tr': { breakInside: 'avoid' },
      },
    }}
  />
);

function NotFound() {
  const { config } = useSession();
  return (
    <StatusView title="Payment application not found">
      {payAppNotFoundText(config.companyShort)}
    </StatusView>
  );
}

function StateMessage(props: {
  guid: string;
  header: TGrandTotals;
  stale: boolean;
  onRejected: (notifiedName: string | null) => void;
}) {
  const { guid, header } = props;
  const view = payAppView(header.Status);
  if (view.canDecide && header.closedMessage)
    return (
      <Alert severity="info" sx={{ maxWidth: 720 }}>
        {header.closedMessage}
      </Alert>
    );
  if (view.canDecide)
    return (
      <PayAppDecision
        guid={guid}
        figuresHash={header.figuresHash}
        disabled={props.stale}
        onRejected={props.onRejected}
      />
    );
  return (
    <Alert severity={view.approvedNote ? 'success' : 'info'} sx={{ maxWidth: 720 }}>
      <Typography fontWeight={700}>{view.message}</Typography>
      {view.approvedNote && <Typography>{view.approvedNote}</Typography>}
    </Alert>
  );
}

/** The page's one heading, and the application's number, dates, status and manager under it. */
function SheetHeading({ header }: { header: TGrandTotals }) {
  const [title, subtitle] = payAppTitleParts(header);
  return (
    <Box>
      {/* One heading; the location and description on a line of their own under the name. */}
      <Typography variant="h1" sx={{ fontSize: { xs: 22, md: 28 } }}>
        {title}
        {subtitle && (
          <Box
            component="span"
            sx={{ display: 'block', fontSize: { xs: 16, md: 18 }, fontWeight: 500, mt: 0.5 }}
          >
            {subtitle}
          </Box>
        )}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Application No. {header.paymentApplicationType}
        {header.revision > 0 && ` (revision ${header.revision})`}
        {header.retainageTerms.kind === 'release' && ' (retainage release)'} · Application date{' '}
        {formatShortDate(header.applicationDate)} · Period to {formatShortDate(header.periodTo)} ·
        Status {header.Status}
        {header.PMName && ` · Project Manager ${header.PMName}`}
        {header.PMEmail && ` (${header.PMEmail})`}
      </Typography>
    </Box>
  );
}

/** `stale`: the two halves were read from different figures; decisions wait for the reread. */
function PayAppSheet(props: {
  guid: string;
  header: TGrandTotals;
  groups: TSubtotal[];
  stale: boolean;
}) {
  const { guid, header, groups } = props;
  // Set once the client's rejection is taken; the page then reloads as Preparing.
  const [rejectedTo, setRejectedTo] = useState<{ name: string | null } | null>(null);
  return (
    <Stack
      spacing={2.5}
      className="payapp-page"
      sx={{ p: { xs: 2, md: 4 }, maxWidth: 1600, mx: 'auto' }}
    >
      {PRINT}
      <SheetHeading header={header} />
      <PartiesBlocks header={header} />
      {rejectedTo && (
        <Alert severity="success" role="status" sx={{ maxWidth: 720 }}>
          {rejectionSentText(rejectedTo.name)}
        </Alert>
      )}
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        <StateMessage
          guid={guid}
          header={header}
          stale={props.stale}
          onRejected={(name) => setRejectedTo({ name })}
        />
        <Button
          className="payapp-no-print"
          component="a"
          href={payAppPdfUrl(guid)}
          download
          variant="text"
        >
          {PAYAPP_TEXTS.download}
        </Button>
      </Stack>
      <Box component="section" aria-labelledby="payapp-g703-title">
        <Typography id="payapp-g703-title" variant="h2" sx={{ fontSize: 18, mb: 1 }}>
          Continuation Sheet (G703)
        </Typography>
        <G703Table groups={groups} totals={header} />
      </Box>
      <Box component="section" aria-labelledby="payapp-g702-title" sx={{ breakInside: 'avoid' }}>
        <Typography id="payapp-g702-title" variant="h2" sx={{ fontSize: 18, mb: 1 }}>
          Application for Payment (G702)
        </Typography>
        <G702Summary header={header} />
        <Box sx={{ mt: 2 }}>
          <ChangeOrderSummary changes={header.changeOrders} />
        </Box>
      </Box>
    </Stack>
  );
}

function PayAppLoader({ guid }: { guid: string }) {
  const header = useQuery(grandTotalsQuery(guid));
  const groups = useQuery(subtotalsQuery(guid));
  // Both halves must show the same figures (the PM may have changed them between the reads).
  const sameFigures =
    header.data?.payAppApprovalGrandTotals.figuresHash === groups.data?.figuresHash;
  const { refetch: refetchHeader } = header;
  const { refetch: refetchGroups } = groups;
  useEffect(() => {
    if (header.data && groups.data && !sameFigures) {
      void refetchHeader();
      void refetchGroups();
    }
  }, [header.data, groups.data, sameFigures, refetchHeader, refetchGroups]);
  return (
    <Box sx={{ '& > [role=alert]': { m: 4, maxWidth: 720, mx: 'auto' } }}>
      <QueryState
        query={combineQueries(header, groups)}
        loadingLabel="Loading the payment application"
        errorText="The payment application could not be loaded"
        notFound={{ view: <NotFound /> }}
        size="fullscreen"
      >
        {([h, g]) => (
          <PayAppSheet
            guid={guid}
            header={h.payAppApprovalGrandTotals}
            groups={g.payAppApprovalSubtotals}
            stale={!sameFigures}
          />
        )}
      </QueryState>
    </Box>
  );
}

/** /payapp?i={guid}: the client's payment application, reached by link (spec 3 §2.4). */
export function PayappPage() {
  const [params] = useSearchParams();
  const guid = params.get('i');
  if (!guid || !isPayAppGuid(guid)) return <NotFound />;
  return <PayAppLoader guid={guid.toLowerCase()} />;
}

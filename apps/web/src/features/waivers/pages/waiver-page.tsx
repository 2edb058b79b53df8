import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import { waiverFacts } from '@n5/shared/waivers/rules';
import type { ZWaiverPageReply } from '@n5/shared/waivers/schemas';
import { FactsList } from '../../../components/facts-list';
import { QueryState } from '../../../components/query-state';
import { SignDialog } from '../../../components/sign-dialog';
import { StatusView } from '../../../components/status-view';
import { callApi } from '../../../lib/api-client';
import { formatShortDate } from '../../../lib/format';
import { queryKeys } from '../../../lib/query-keys';
import { waiversContract as c } from '@n5/shared/waivers/contract';
import { publicWaiverPdfUrl, waiverPageQuery } from '../api/waiver-queries';

type TPage = z.infer<typeof ZWaiverPageReply>;
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const NOT_FOUND = 'That lien waiver could not be found. Please contact the N5 Project Manager.';

function NotFound() {
  return <StatusView title="Lien waiver not found">{NOT_FOUND}</StatusView>;
}

/** Signed, expired, or the Sign button. */
function WaiverState(props: { page: TPage; onSign: () => void }) {
  const { page } = props;
  if (page.state === 'Received')
    return (
      <Alert severity="success">
        {page.signedName
          ? `Signed by ${page.signedName} on ${formatShortDate(page.signedAt)}. Thank you.`
          : 'This waiver has been received. Thank you.'}
      </Alert>
    );
  if (page.expired)
    return (
      <Alert severity="warning">
        This link has expired. Please ask the N5 Project Manager to send the waiver again.
      </Alert>
    );
  return (
    <Box>
      <Button variant="contained" onClick={props.onSign}>
        Sign waiver
      </Button>
    </Box>
  );
}

function WaiverDocument({ page }: { page: TPage }) {
  const d = page.document;
  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2, textAlign: 'center' }}>
        {d.title}
      </Typography>
      <FactsList rows={waiverFacts(d)} />
      {d.paragraphs.map((p) => (
        <Typography key={p} sx={{ mt: 2 }}>
          {p}
        </Typography>
      ))}
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 2 }}>
        Document SHA-256: {page.documentHash}
      </Typography>
    </Paper>
  );
}

/** The waiver, its state or Sign button, the PDF, and the signing dialog. */
function WaiverView({ guid, page }: { guid: string; page: TPage }) {
  const queryClient = useQueryClient();
  const [signing, setSigning] = useState(false);
  const sign = useMutation({
    mutationFn: (input: { approvedBy: string; signature: string; documentHash: string }) =>
      callApi(c.sign, { body: { i: guid, ...input } }),
    onSuccess: (reply) => {
      queryClient.setQueryData(queryKeys.waiver(guid), reply);
      setSigning(false);
    },
  });
  return (
    <Box component="main" sx={{ p: { xs: 2, md: 4 }, maxWidth: 860, mx: 'auto' }}>
      <Stack spacing={2}>
        <WaiverDocument page={page} />
        <WaiverState page={page} onSign={() => (sign.reset(), setSigning(true))} />
        <Box>
          <Button href={publicWaiverPdfUrl(guid)} target="_blank" rel="noopener">
            Download PDF
          </Button>
        </Box>
      </Stack>
      {signing && (
        <SignDialog
          open
          saving={sign.isPending}
          error={sign.error?.message ?? null}
          onClose={() => (sign.reset(), setSigning(false))}
          onSave={(input) => sign.mutate({ ...input, documentHash: page.documentHash })}
        />
      )}
    </Box>
  );
}

/**
 * A lien waiver by its link (/waiver?i={guid}; issue 31 item 4): the document as requested, and
 * Sign with a typed name and a drawn signature (the contracts' dialog and evidence); the PDF.
 */
export function WaiverPage() {
  const [params] = useSearchParams();
  const guid = (params.get('i') ?? '').trim();
  const valid = GUID.test(guid);
  const query = useQuery({ ...waiverPageQuery(guid), enabled: valid });
  if (!valid) return <NotFound />;
  return (
    <QueryState
      query={query}
      loadingLabel="Loading the lien waiver"
      errorText="The lien waiver could not be loaded"
      notFound={{ view: <NotFound /> }}
    >
      {(page) => <WaiverView guid={guid} page={page} />}
    </QueryState>
  );
}

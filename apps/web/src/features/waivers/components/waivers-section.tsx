import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { canChangePayAppStatus } from '@n5/shared/billing/rules';
import type { TWaiver, ZWaiversReply } from '@n5/shared/waivers/schemas';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { useCurrentUser } from '../../../lib/session';
import { useMarkWaiverReceived, useRequestWaiver, waiversQuery } from '../api/waiver-queries';
import { RequestWaiverDialog, type TWaiverRequest } from './request-waiver-dialog';
import { WaiversTable } from './waivers-table';

type TWaivers = z.infer<typeof ZWaiversReply>;

const CopiedNote = (props: { text: string; onClose: () => void }) => (
  <Alert severity="success" role="status" onClose={props.onClose}>
    {props.text}
  </Alert>
);

/** Request waiver…, enabled once a pay app is certified. */
function RequestButton(props: { data: TWaivers | undefined; onClick: () => void }) {
  const ready = !!props.data?.payApps.some((p) => p.certified);
  return (
    <Button
      variant="outlined"
      size="small"
      disabled={!ready}
      title={ready ? undefined : 'A waiver is requested for a certified pay app.'}
      onClick={props.onClick}
    >
      Request waiver…
    </Button>
  );
}

/**
 * The Invoice tab's lien waivers (issue 31 item 4): per pay app, each waiver requested (its link
 * emailed) and received (signed on its link, or its paper copy marked received by permission 3
 * or 1), with its dates; copy the link, view the PDF.
 */
export function WaiversSection({ projectId }: { projectId: number }) {
  const user = useCurrentUser();
  const query = useQuery(waiversQuery(projectId));
  const requestWaiver = useRequestWaiver(projectId);
  const markReceived = useMarkWaiverReceived(projectId);
  const [requesting, setRequesting] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const receiving = useRef<TWaiver | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const request = (body: TWaiverRequest) =>
    requestWaiver.mutate(body, { onSuccess: () => setRequesting(false) });
  const copy = (waiver: TWaiver) => {
    void navigator.clipboard?.writeText(waiver.link);
    setCopied(`Link of waiver ${waiver.waiverId} copied.`);
  };
  return (
    <SectionCard
      title="Lien waivers"
      aside={
        <RequestButton
          data={query.data}
          onClick={() => (requestWaiver.reset(), markReceived.reset(), setRequesting(true))}
        />
      }
    >
      <Stack spacing={1}>
        {markReceived.error && (
          <Alert severity="error" onClose={() => markReceived.reset()}>
            {markReceived.error.message}
          </Alert>
        )}
        {copied && <CopiedNote text={copied} onClose={() => setCopied(null)} />}
        <QueryState
          query={query}
          loadingLabel="Loading lien waivers"
          errorText="The lien waivers could not be loaded"
          size="section"
          empty={{ when: (d) => d.waivers.length === 0, text: 'No lien waiver requested yet.' }}
        >
          {(d) => (
            <WaiversTable
              waivers={d.waivers}
              mayMarkReceived={canChangePayAppStatus(user)}
              onCopy={copy}
              onMarkReceived={(waiver) => {
                receiving.current = waiver;
                picker.current?.click();
              }}
            />
          )}
        </QueryState>
      </Stack>
      <input
        ref={picker}
        type="file"
        accept="application/pdf"
        hidden
        aria-label="Paper waiver (PDF)"
        onChange={(event) => {
          const file = event.target.files?.[0];
          const waiver = receiving.current;
          event.target.value = '';
          if (!file || !waiver) return;
          markReceived.mutate({ waiverId: waiver.waiverId, file });
        }}
      />
      {requesting && query.data && (
        <RequestWaiverDialog
          data={query.data}
          busy={requestWaiver.isPending}
          error={requestWaiver.error}
          onRequest={request}
          onClose={() => setRequesting(false)}
        />
      )}
    </SectionCard>
  );
}

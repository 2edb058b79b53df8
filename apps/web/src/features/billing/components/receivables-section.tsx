import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AGING_LABELS } from '@n5/shared/billing/payments';
import type { z } from 'zod';
import type { TPayment, ZProjectReceivablesReply } from '@n5/shared/billing/payment-schemas';
import { canChangePayAppStatus } from '@n5/shared/billing/rules';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { QueryState } from '../../../components/query-state';
import { SectionCard } from '../../../components/section-card';
import { formatShortDate, formatUsd } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import { receivablesQuery, useDeletePayment, useRecordPayment } from '../api/billing-queries';
import { RecordPaymentDialog, type TPaymentInput } from './record-payment-dialog';
import { AgingLine } from './aging-line';

type TReceivables = z.infer<typeof ZProjectReceivablesReply>;

/**
 * The Invoice tab's payments (issue 31 item 5): each certified pay app's line 8, what was
 * received and what is still open with its age; the payments (recorded and deleted by
 * permission 3 or 1); the project's aging and its retainage receivable.
 */
export function ReceivablesSection({ projectId }: { projectId: number }) {
  const user = useCurrentUser();
  const query = useQuery(receivablesQuery(projectId));
  const recordPayment = useRecordPayment(projectId);
  const deletePayment = useDeletePayment(projectId);
  const [recording, setRecording] = useState<{ number: number; open: string } | null>(null);
  const [deleting, setDeleting] = useState<TPayment | null>(null);
  const mayRecord = canChangePayAppStatus(user);
  const close = () => (setRecording(null), recordPayment.reset());
  const record = (number: number, payment: TPaymentInput) =>
    recordPayment.mutate(
      { projectID: projectId, paymentApplicationType: number, ...payment },
      { onSuccess: () => setRecording(null) },
    );
  const remove = (payment: TPayment) => {
    setDeleting(null);
    deletePayment.mutate(payment.paymentId);
  };
  return (
    <SectionCard
      title="Payments received"
      aside={
        query.data && (
          <Typography variant="body2" color="text.secondary">
            Retainage receivable {formatUsd(query.data.retainageReceivable)}
          </Typography>
        )
      }
    >
      <QueryState
        query={query}
        loadingLabel="Loading payments"
        errorText="The payments could not be loaded"
        size="section"
        empty={{
          when: (d) => d.payApps.length === 0,
          text: 'No certified pay app yet: payments are recorded against certified pay apps.',
        }}
      >
        {(d) => (
          <Stack spacing={2}>
            <AgingLine aging={d.aging} label="Open pay apps by age" />
            <OpenPayAppsTable
              payApps={d.payApps}
              mayRecord={mayRecord}
              onRecord={(number, open) => setRecording({ number, open })}
            />
            <PaymentsTable payments={d.payments} mayDelete={mayRecord} onDelete={setDeleting} />
          </Stack>
        )}
      </QueryState>
      {deletePayment.error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {deletePayment.error.message}
        </Typography>
      )}
      {recording && query.data && (
        <RecordPaymentDialog
          number={recording.number}
          open={recording.open}
          today={query.data.asOf}
          busy={recordPayment.isPending}
          error={recordPayment.error}
          onRecord={(payment) => record(recording.number, payment)}
          onClose={close}
        />
      )}
      {deleting && (
        <DeletePaymentConfirm
          payment={deleting}
          onConfirm={() => remove(deleting)}
          onCancel={() => setDeleting(null)}
        />
      )}
    </SectionCard>
  );
}

function DeletePaymentConfirm(props: {
  payment: TPayment;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const p = props.payment;
  return (
    <ConfirmDialog
      title="Delete this payment?"
      confirmLabel="Delete payment"
      destructive
      onConfirm={props.onConfirm}
      onCancel={props.onCancel}
    >
      {formatUsd(p.amount)} received {formatShortDate(p.receivedOn)} ({p.reference}) on Pay App{' '}
      {p.paymentApplicationType}. A Paid pay app it no longer covers goes back to Invoiced.
    </ConfirmDialog>
  );
}

function OpenPayAppsTable(props: {
  payApps: TReceivables['payApps'];
  mayRecord: boolean;
  onRecord: (number: number, open: string) => void;
}) {
  return (
    <Table size="small" aria-label="Pay apps received">
      <TableHead>
        <TableRow>
          <TableCell>Pay App</TableCell>
          <TableCell>Application date</TableCell>
          <TableCell align="right">Current payment due</TableCell>
          <TableCell align="right">Received</TableCell>
          <TableCell align="right">Open</TableCell>
          <TableCell>Age</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {props.payApps.map((p) => (
          <TableRow key={p.paymentApplicationType}>
            <TableCell>
              Pay App {p.paymentApplicationType} · {p.status}
            </TableCell>
            <TableCell>{formatShortDate(p.applicationDate)}</TableCell>
            <TableCell align="right">{formatUsd(p.amountDue)}</TableCell>
            <TableCell align="right">{formatUsd(p.received)}</TableCell>
            <TableCell align="right">{formatUsd(p.open)}</TableCell>
            <TableCell>{p.bucket ? AGING_LABELS[p.bucket] : '—'}</TableCell>
            <TableCell align="right">
              {props.mayRecord && p.open !== '0.00' && !p.open.startsWith('-') && (
                <Button
                  size="small"
                  aria-label={`Record a payment on Pay App ${p.paymentApplicationType}`}
                  onClick={() => props.onRecord(p.paymentApplicationType, p.open)}
                >
                  Record payment
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function PaymentsTable(props: {
  payments: TPayment[];
  mayDelete: boolean;
  onDelete: (payment: TPayment) => void;
}) {
  if (props.payments.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        No payment recorded yet.
      </Typography>
    );
  return (
    <Table size="small" aria-label="Payments">
      <TableHead>
        <TableRow>
          <TableCell>Pay App</TableCell>
          <TableCell>Date received</TableCell>
          <TableCell>Reference</TableCell>
          <TableCell align="right">Amount</TableCell>
          <TableCell>Recorded by</TableCell>
          <TableCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {props.payments.map((p) => (
          <TableRow key={p.paymentId}>
            <TableCell>{p.paymentApplicationType}</TableCell>
            <TableCell>{formatShortDate(p.receivedOn)}</TableCell>
            <TableCell>{p.reference}</TableCell>
            <TableCell align="right">{formatUsd(p.amount)}</TableCell>
            <TableCell>{p.recordedByName ?? ''}</TableCell>
            <TableCell align="right">
              {props.mayDelete && (
                <Button
                  size="small"
                  color="error"
                  aria-label={`Delete the payment ${p.reference}`}
                  onClick={() => props.onDelete(p)}
                >
                  Delete
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

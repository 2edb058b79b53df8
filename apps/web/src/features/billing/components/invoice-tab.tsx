import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isCertified, type TPayAppStatus } from '@n5/shared/billing/constants';
import { PAYAPP_TEXTS } from '@n5/shared/payapp/texts';
import {
  addPayAppRefusal,
  amountsLock,
  canChangePayAppStatus,
  isInvoicedStatus,
  payAppPercentText,
} from '@n5/shared/billing/rules';
import type { TPayAppHead } from '@n5/shared/billing/schemas';
import { fromNumeric, toPercent, toText } from '@n5/shared/core/decimal';
import { QueryState } from '../../../components/query-state';
import { WideTable } from '../../../components/wide-table';
import { SectionCard } from '../../../components/section-card';
import { callApi } from '../../../lib/api-client';
import { formatPercent, formatUsd } from '../../../lib/format';
import { useCurrentUser } from '../../../lib/session';
import type { TProject } from '@n5/shared/project/schemas';
import { billingApi as c, invoicingQuery, useBillingMutation } from '../api/billing-queries';
import { NumericCell } from './numeric-cell';
import { PayAppHeader, type TPayAppAction } from './pay-app-header';
import { ReceivablesSection } from './receivables-section';
import { SendDialogLoader } from './send-dialog-loader';
import { VoidPayAppDialog } from './void-pay-app-dialog';
import { PayAppSettingsDialog, SendToAccountingDialog } from './pay-app-dialogs';

type TDialog = { kind: TPayAppAction; payApp: TPayAppHead } | null;

const pct = (fraction: string) => formatPercent(fraction, { minDecimals: 0, maxDecimals: 1 });
const percentOf = (fraction: string | null) =>
  fraction === null ? null : toText(toPercent(fromNumeric(fraction)));
/** The sub-category stays in view while the pay app columns scroll sideways. */
const sticky = { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;
/** Invoiced and Paid columns are greyed (spec 1 §2). */
const greyed = (p: TPayAppHead) =>
  isInvoicedStatus(p.status) ? { bgcolor: 'action.hover', color: 'text.secondary' } : {};

/**
 * The Invoice tab (spec 1 §2; issue 16 item 1): Create New Pay App, then per sub-category Base,
 * Approved Changes, Adjusted, Total Invoiced, Balance to Invoice, % Left to Invoice and one
 * column per pay app (amount and percent), a totals footer; "No invoice" when empty.
 */
export function InvoiceTab({ project }: { project: TProject }) {
  const projectId = project.ProjectID;
  const user = useCurrentUser();
  const query = useQuery(invoicingQuery(projectId));
  const [dialog, setDialog] = useState<TDialog>(null);
  const write = useBillingMutation(projectId, (run: () => Promise<unknown>) => run());
  const dialogWrite = useBillingMutation(projectId, (run: () => Promise<unknown>) => run());
  const canStatus = canChangePayAppStatus(user);
  const act = (run: () => Promise<unknown>) => write.mutate(run);
  const closeDialog = () => {
    setDialog(null);
    dialogWrite.reset();
  };
  const inDialog = (run: () => Promise<unknown>) =>
    dialogWrite.mutate(run, { onSuccess: () => setDialog(null) });
  const pick = (projectID: number, n: number) => ({ projectID, paymentApplicationType: n });
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
          <Stack direction="row" spacing={1} alignItems="center">
            {addRefusal && (
              <Typography variant="caption" color="text.secondary" id="add-pay-app-why">
                {addRefusal}
              </Typography>
            )}
            <Button
              variant="contained"
              size="small"
              disabled={write.isPending || addRefusal !== null}
              aria-describedby={addRefusal ? 'add-pay-app-why' : undefined}
              onClick={() => act(() => callApi(c.addPayApp, { body: { projectID: projectId } }))}
            >
              Create New Pay App
            </Button>
          </Stack>
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
              // Pay apps add columns: the table scrolls in its own region, the sub-category
              // pinned and a shade where more lie (components/wide-table).
              <WideTable
                label="Client invoicing"
                regionLabel="Client invoicing table"
                sx={{ whiteSpace: 'nowrap' }}
              >
                <TableHead>
                  <TableRow sx={{ verticalAlign: 'bottom' }}>
                    <TableCell sx={sticky}>Sub-category</TableCell>
                    <TableCell align="right">Base</TableCell>
                    <TableCell align="right">Approved Changes</TableCell>
                    <TableCell align="right">Adjusted</TableCell>
                    <TableCell align="right">Total Invoiced</TableCell>
                    <TableCell align="right">Balance to Invoice</TableCell>
                    <TableCell align="right">% Left to Invoice</TableCell>
                    {d.payApps.map((p) => (
                      <TableCell
                        key={p.paymentApplicationType}
                        sx={greyed(p)}
                        data-testid={`pay-app-${p.paymentApplicationType}`}
                      >
                        <PayAppHeader
                          payApp={p}
                          amountsLocked={amountsLock(user, p.status) !== null}
                          canChangeStatus={canStatus}
                          onStatus={(status: TPayAppStatus) =>
                            act(() =>
                              callApi(c.setStatus, {
                                body: { ...pick(projectId, p.paymentApplicationType), status },
                              }),
                            )
                          }
                          onAction={(kind) => setDialog({ kind, payApp: p })}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {d.payapps.map((r) => (
                    <TableRow key={r.subCategoryCode} hover>
                      <TableCell sx={sticky}>
                        {r.subCategoryCode} {r.description}
                        {r.overBilled && (
                          <Typography
                            variant="caption"
                            display="block"
                            color="error"
                            fontWeight={700}
                          >
                            {PAYAPP_TEXTS.overBilled}: past Adjusted
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right">{formatUsd(r.base)}</TableCell>
                      <TableCell align="right">{formatUsd(r.approvedChanges)}</TableCell>
                      <TableCell align="right">{formatUsd(r.adjusted)}</TableCell>
                      <TableCell align="right">{formatUsd(r.totalInvoiced)}</TableCell>
                      <TableCell align="right">{formatUsd(r.balanceToInvoice)}</TableCell>
                      <TableCell align="right">{pct(r.pctLeftToInvoice)}</TableCell>
                      {d.payApps.map((p) => {
                        const n = p.paymentApplicationType;
                        const cell = r.apps[String(n)] ?? {
                          amount: '0.00',
                          pct: '0',
                          stored: '0',
                        };
                        const editable = amountsLock(user, p.status) === null;
                        const name = `Pay App ${n} ${r.subCategoryCode}`;
                        const save = (field: 'amount' | 'percent') => (text: string) =>
                          act(() =>
                            callApi(c.setAmount, {
                              body: {
                                ...pick(projectId, n),
                                subCategoryCode: r.subCategoryCode,
                                [field]: text,
                              },
                            }),
                          );
                        return (
                          <TableCell key={n} align="right" sx={greyed(p)}>
                            {editable ? (
                              <Stack direction="row" spacing={0.5} justifyContent="flex-end">
                                <NumericCell
                                  label={`${name} amount`}
                                  value={cell.amount}
                                  width={92}
                                  onCommit={save('amount')}
                                />
                                <NumericCell
                                  label={`${name} percent`}
                                  value={payAppPercentText(cell.pct)}
                                  width={58}
                                  suffix="%"
                                  onCommit={save('percent')}
                                />
                              </Stack>
                            ) : (
                              <span>
                                {formatUsd(cell.amount)} · {pct(cell.pct)}
                              </span>
                            )}
                            {cell.stored !== '0.00' && (
                              <Typography variant="caption" display="block">
                                stored {formatUsd(cell.stored)}
                              </Typography>
                            )}
                          </TableCell>
                        );
                      })}
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}>
                    <TableCell sx={sticky}>Totals</TableCell>
                    <TableCell align="right">{formatUsd(d.totals.baseTotal)}</TableCell>
                    <TableCell align="right">{formatUsd(d.totals.approvedChangesTotal)}</TableCell>
                    <TableCell align="right">{formatUsd(d.totals.adjustedTotal)}</TableCell>
                    <TableCell align="right">{formatUsd(d.totals.totalInvoicedTotal)}</TableCell>
                    <TableCell align="right">{formatUsd(d.totals.balanceToInvoiceTotal)}</TableCell>
                    <TableCell align="right">{pct(d.totals.pctLeftToInvoiceTotal)}</TableCell>
                    {d.payApps.map((p) => {
                      const t = d.totals.apps[String(p.paymentApplicationType)];
                      return (
                        <TableCell key={p.paymentApplicationType} align="right" sx={greyed(p)}>
                          {formatUsd(t?.amount ?? '0')} · {pct(t?.pct ?? '0')}
                        </TableCell>
                      );
                    })}
                  </TableRow>
                </TableFooter>
              </WideTable>
            )}
          </QueryState>
        </Stack>
        {dialog?.kind === 'client' && (
          <SendDialogLoader
            projectId={projectId}
            number={dialog.payApp.paymentApplicationType}
            busy={dialogWrite.isPending}
            error={dialogWrite.error?.message ?? null}
            onSend={(recipients, message) =>
              inDialog(() =>
                callApi(c.sendToClient, {
                  body: {
                    ...pick(projectId, dialog.payApp.paymentApplicationType),
                    recipients,
                    message,
                  },
                }),
              )
            }
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'void' && (
          <VoidPayAppDialog
            number={dialog.payApp.paymentApplicationType}
            busy={dialogWrite.isPending}
            error={dialogWrite.error}
            onVoid={(reason) =>
              inDialog(() =>
                callApi(c.voidPayApp, {
                  body: { ...pick(projectId, dialog.payApp.paymentApplicationType), reason },
                }),
              )
            }
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'accounting' && (
          <SendToAccountingDialog
            number={dialog.payApp.paymentApplicationType}
            busy={dialogWrite.isPending}
            error={dialogWrite.error?.message ?? null}
            onConfirm={() =>
              inDialog(() =>
                callApi(c.sendToAccounting, {
                  body: pick(projectId, dialog.payApp.paymentApplicationType),
                }),
              )
            }
            onClose={closeDialog}
          />
        )}
        {dialog?.kind === 'settings' && (
          <PayAppSettingsDialog
            number={dialog.payApp.paymentApplicationType}
            retainagePercent={percentOf(dialog.payApp.retainageRate)!}
            storedRetainagePercent={percentOf(dialog.payApp.storedRetainageRate)}
            periodTo={dialog.payApp.periodTo}
            applicationDate={dialog.payApp.applicationDate}
            readOnly={isCertified(dialog.payApp.status)}
            rows={(query.data?.payapps ?? []).map((r) => ({
              subCategoryCode: r.subCategoryCode,
              description: r.description,
              stored: r.apps[String(dialog.payApp.paymentApplicationType)]?.stored ?? '0.00',
            }))}
            busy={dialogWrite.isPending}
            error={dialogWrite.error?.message ?? null}
            onSaveRetainage={(work, stored) =>
              inDialog(() =>
                callApi(c.setRetainage, {
                  body: {
                    ...pick(projectId, dialog.payApp.paymentApplicationType),
                    retainagePercent: work,
                    storedRetainagePercent: stored,
                  },
                }),
              )
            }
            onSaveDates={(periodTo, applicationDate) =>
              inDialog(() =>
                callApi(c.setDates, {
                  body: {
                    ...pick(projectId, dialog.payApp.paymentApplicationType),
                    periodTo,
                    applicationDate,
                  },
                }),
              )
            }
            onSaveStored={(subCategoryCode, stored) =>
              inDialog(() =>
                callApi(c.setAmount, {
                  body: {
                    ...pick(projectId, dialog.payApp.paymentApplicationType),
                    subCategoryCode,
                    stored,
                  },
                }),
              )
            }
            onApplyColumn={(percent) =>
              inDialog(() =>
                callApi(c.setColumn, {
                  body: { ...pick(projectId, dialog.payApp.paymentApplicationType), percent },
                }),
              )
            }
            onClose={closeDialog}
          />
        )}
      </SectionCard>
      <ReceivablesSection projectId={projectId} />
    </Stack>
  );
}

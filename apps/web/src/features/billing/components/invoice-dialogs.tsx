import { isCertified } from '@n5/shared/billing/constants';
import type { TClientInvoicingReply, TPayAppHead } from '@n5/shared/billing/schemas';
import { callApi } from '../../../lib/api-client';
import { billingApi as c } from '../api/billing-queries';
import { percentOf } from './invoice-styles';
import type { TPayAppAction } from './pay-app-header';
import { SendToAccountingDialog } from './pay-app-dialogs';
import { PayAppSettingsDialog } from './pay-app-settings-dialog';
import { ReleaseDialog } from './release-dialog';
import { SendDialogLoader } from './send-dialog-loader';
import { VoidPayAppDialog } from './void-pay-app-dialog';

export type TDialog = { kind: TPayAppAction; payApp: TPayAppHead } | { kind: 'release' } | null;

interface TDialogProps {
  projectId: number;
  busy: boolean;
  error: Error | null;
  /** Runs a write; the dialog closes when it succeeds. */
  run: (write: () => Promise<unknown>) => void;
  onClose: () => void;
}

function SettingsDialog(
  props: TDialogProps & { payApp: TPayAppHead; data?: TClientInvoicingReply },
) {
  const { payApp, run } = props;
  const n = payApp.paymentApplicationType;
  const which = { projectID: props.projectId, paymentApplicationType: n };
  return (
    <PayAppSettingsDialog
      number={n}
      retainagePercent={percentOf(payApp.retainageRate)!}
      storedRetainagePercent={percentOf(payApp.storedRetainageRate)}
      convention={payApp.retainageConvention}
      isRelease={payApp.kind === 'release'}
      periodTo={payApp.periodTo}
      applicationDate={payApp.applicationDate}
      readOnly={isCertified(payApp.status)}
      rows={(props.data?.payapps ?? []).map((r) => ({
        subCategoryCode: r.subCategoryCode,
        description: r.description,
        stored: r.apps[String(n)]?.stored ?? '0.00',
        ratePercent: percentOf(r.apps[String(n)]?.rate ?? null),
      }))}
      busy={props.busy}
      error={props.error?.message ?? null}
      onSaveRetainage={(work, stored) =>
        run(() =>
          callApi(c.setRetainage, {
            body: { ...which, retainagePercent: work, storedRetainagePercent: stored },
          }),
        )
      }
      onSaveConvention={(convention) =>
        run(() => callApi(c.setRetainageConvention, { body: { ...which, convention } }))
      }
      onSaveLineRate={(subCategoryCode, percent) =>
        run(() =>
          callApi(c.setLineRetainage, {
            body: { ...which, subCategoryCode, retainagePercent: percent },
          }),
        )
      }
      onSaveDates={(periodTo, applicationDate) =>
        run(() => callApi(c.setDates, { body: { ...which, periodTo, applicationDate } }))
      }
      onSaveStored={(subCategoryCode, stored) =>
        run(() => callApi(c.setAmount, { body: { ...which, subCategoryCode, stored } }))
      }
      onApplyColumn={(percent) => run(() => callApi(c.setColumn, { body: { ...which, percent } }))}
      onClose={props.onClose}
    />
  );
}

/** The Invoice tab's dialogs: sends, void, settings and the retainage release. */
export function InvoiceDialogs(
  props: TDialogProps & { dialog: TDialog; data?: TClientInvoicingReply },
) {
  const { dialog, run, projectId } = props;
  if (!dialog) return null;
  if (dialog.kind === 'release')
    return (
      <ReleaseDialog
        busy={props.busy}
        error={props.error?.message ?? null}
        onCreate={(releaseAmount) =>
          run(() => callApi(c.addRelease, { body: { projectID: projectId, releaseAmount } }))
        }
        onClose={props.onClose}
      />
    );
  const n = dialog.payApp.paymentApplicationType;
  const which = { projectID: projectId, paymentApplicationType: n };
  switch (dialog.kind) {
    case 'client':
      return (
        <SendDialogLoader
          projectId={projectId}
          number={n}
          busy={props.busy}
          error={props.error?.message ?? null}
          onSend={(recipients, message) =>
            run(() => callApi(c.sendToClient, { body: { ...which, recipients, message } }))
          }
          onClose={props.onClose}
        />
      );
    case 'void':
      return (
        <VoidPayAppDialog
          number={n}
          busy={props.busy}
          error={props.error}
          onVoid={(reason) => run(() => callApi(c.voidPayApp, { body: { ...which, reason } }))}
          onClose={props.onClose}
        />
      );
    case 'accounting':
      return (
        <SendToAccountingDialog
          number={n}
          busy={props.busy}
          error={props.error?.message ?? null}
          onConfirm={() => run(() => callApi(c.sendToAccounting, { body: which }))}
          onClose={props.onClose}
        />
      );
    default:
      return <SettingsDialog {...props} payApp={dialog.payApp} />;
  }
}

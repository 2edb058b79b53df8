import { isCertified } from '@n5/shared/billing/constants';
import type { TClientInvoicingReply, TPayAppHead } from '@n5/shared/billing/schemas';
import { mutationGroup } from '../../../lib/mutation-group';
import {
  useAddRelease,
  useSendToAccounting,
  useSendToClient,
  useSetLineRetainage,
  useSetPayAppAmount,
  useSetPayAppColumn,
  useSetPayAppDates,
  useSetRetainage,
  useSetRetainageConvention,
  useVoidPayApp,
} from '../api/billing-queries';
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
  onClose: () => void;
}

/** A dialog's write closes it once it succeeds. */
const closing = (props: TDialogProps) => ({ onSuccess: props.onClose });

function SettingsDialog(
  props: TDialogProps & { payApp: TPayAppHead; data?: TClientInvoicingReply },
) {
  const { payApp, projectId } = props;
  const n = payApp.paymentApplicationType;
  const which = { projectID: projectId, paymentApplicationType: n };
  const retainage = useSetRetainage(projectId);
  const convention = useSetRetainageConvention(projectId);
  const lineRate = useSetLineRetainage(projectId);
  const dates = useSetPayAppDates(projectId);
  const stored = useSetPayAppAmount(projectId);
  const column = useSetPayAppColumn(projectId);
  const write = mutationGroup(retainage, convention, lineRate, dates, stored, column);
  const done = closing(props);
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
      busy={write.isPending}
      error={write.error?.message ?? null}
      onSaveRetainage={(work, storedRate) =>
        retainage.mutate(
          { ...which, retainagePercent: work, storedRetainagePercent: storedRate },
          done,
        )
      }
      onSaveConvention={(value) => convention.mutate({ ...which, convention: value }, done)}
      onSaveLineRate={(subCategoryCode, percent) =>
        lineRate.mutate({ ...which, subCategoryCode, retainagePercent: percent }, done)
      }
      onSaveDates={(periodTo, applicationDate) =>
        dates.mutate({ ...which, periodTo, applicationDate }, done)
      }
      onSaveStored={(subCategoryCode, amount) =>
        stored.mutate({ ...which, subCategoryCode, stored: amount }, done)
      }
      onApplyColumn={(percent) => column.mutate({ ...which, percent }, done)}
      onClose={props.onClose}
    />
  );
}

type TPayAppDialogProps = TDialogProps & { number: number };
const whichOf = (props: TPayAppDialogProps) => ({
  projectID: props.projectId,
  paymentApplicationType: props.number,
});

function Release(props: TDialogProps) {
  const write = useAddRelease(props.projectId);
  return (
    <ReleaseDialog
      busy={write.isPending}
      error={write.error?.message ?? null}
      onCreate={(releaseAmount) =>
        write.mutate({ projectID: props.projectId, releaseAmount }, closing(props))
      }
      onClose={props.onClose}
    />
  );
}

function SendToClient(props: TPayAppDialogProps) {
  const write = useSendToClient(props.projectId);
  return (
    <SendDialogLoader
      projectId={props.projectId}
      number={props.number}
      busy={write.isPending}
      error={write.error?.message ?? null}
      onSend={(recipients, message) =>
        write.mutate({ ...whichOf(props), recipients, message }, closing(props))
      }
      onClose={props.onClose}
    />
  );
}

function VoidPayApp(props: TPayAppDialogProps) {
  const write = useVoidPayApp(props.projectId);
  return (
    <VoidPayAppDialog
      number={props.number}
      busy={write.isPending}
      error={write.error}
      onVoid={(reason) => write.mutate({ ...whichOf(props), reason }, closing(props))}
      onClose={props.onClose}
    />
  );
}

function SendToAccounting(props: TPayAppDialogProps) {
  const write = useSendToAccounting(props.projectId);
  return (
    <SendToAccountingDialog
      number={props.number}
      busy={write.isPending}
      error={write.error?.message ?? null}
      onConfirm={() => write.mutate(whichOf(props), closing(props))}
      onClose={props.onClose}
    />
  );
}

/** The Invoice tab's dialogs: sends, void, settings and the retainage release. */
export function InvoiceDialogs(
  props: TDialogProps & { dialog: TDialog; data?: TClientInvoicingReply },
) {
  const { dialog } = props;
  if (!dialog) return null;
  if (dialog.kind === 'release') return <Release {...props} />;
  const payAppProps = { ...props, number: dialog.payApp.paymentApplicationType };
  switch (dialog.kind) {
    case 'client':
      return <SendToClient {...payAppProps} />;
    case 'void':
      return <VoidPayApp {...payAppProps} />;
    case 'accounting':
      return <SendToAccounting {...payAppProps} />;
    default:
      return <SettingsDialog {...props} payApp={dialog.payApp} />;
  }
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import type { TRetainageConvention } from '@n5/shared/billing/retainage';
import { DialogShell } from '../../../components/dialog-shell';
import { PayAppDatesSection } from './pay-app-dates-section';
import {
  ColumnSection,
  LineRateSection,
  RetainageRatesSection,
  StoredSection,
  type TSettingsRow,
} from './pay-app-settings-sections';

export interface TPayAppSettingsHandlers {
  onSaveRetainage: (work: string, stored: string | null) => void;
  onSaveConvention: (convention: TRetainageConvention) => void;
  onSaveDates: (periodTo: string, applicationDate: string) => void;
  onApplyColumn: (percent: string) => void;
  onSaveStored: (subCategoryCode: string, amount: string) => void;
  onSaveLineRate: (subCategoryCode: string, percent: string | null) => void;
  onClose: () => void;
}

/**
 * A pay app's settings: its dates, retainage rates and how they apply (issue 31 item 2), a line's
 * own rate (Column I override), a whole column by percent, and materials stored per row. A
 * release bills only retainage: its dates alone can change.
 */
export function PayAppSettingsDialog(
  props: {
    number: number;
    retainagePercent: string;
    storedRetainagePercent: string | null;
    convention: TRetainageConvention;
    isRelease: boolean;
    periodTo: string;
    applicationDate: string;
    readOnly: boolean;
    rows: TSettingsRow[];
    busy: boolean;
    error: string | null;
  } & TPayAppSettingsHandlers,
) {
  const { readOnly, busy } = props;
  const fixed = readOnly || props.isRelease;
  return (
    <DialogShell
      title={`Pay App ${props.number} settings`}
      onClose={props.onClose}
      actions={<Button onClick={props.onClose}>Close</Button>}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {props.error && <Alert severity="error">{props.error}</Alert>}
        {readOnly && (
          <Alert severity="info">This pay app is certified: its figures do not change.</Alert>
        )}
        {props.isRelease && !readOnly && (
          <Alert severity="info">A retainage release bills only retainage: set its dates.</Alert>
        )}
        <PayAppDatesSection
          periodTo={props.periodTo}
          applicationDate={props.applicationDate}
          readOnly={readOnly}
          busy={busy}
          onSave={props.onSaveDates}
        />
        <Divider />
        <RetainageRatesSection {...props} readOnly={fixed} />
        <LineRateSection
          rows={props.rows}
          readOnly={fixed}
          busy={busy}
          onSave={props.onSaveLineRate}
        />
        <Divider />
        <ColumnSection readOnly={fixed} busy={busy} onApply={props.onApplyColumn} />
        <Divider />
        <StoredSection rows={props.rows} readOnly={fixed} busy={busy} onSave={props.onSaveStored} />
      </Stack>
    </DialogShell>
  );
}

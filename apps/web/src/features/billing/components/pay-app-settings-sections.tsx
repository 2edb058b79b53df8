import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONVENTION_LABELS,
  RETAINAGE_CONVENTION_VALUES,
  type TRetainageConvention,
} from '@n5/shared/billing/retainage';

const numeric = (v: string) => /^\d*\.?\d*$/.test(v);
const left = { alignSelf: 'flex-start' } as const;

/** The pay app's rates (work, stored) and how they apply: whole balance or new work only. */
export function RetainageRatesSection(props: {
  retainagePercent: string;
  storedRetainagePercent: string | null;
  convention: TRetainageConvention;
  readOnly: boolean;
  busy: boolean;
  onSaveRetainage: (work: string, stored: string | null) => void;
  onSaveConvention: (convention: TRetainageConvention) => void;
}) {
  const [work, setWork] = useState(props.retainagePercent);
  const [stored, setStored] = useState(props.storedRetainagePercent ?? '');
  return (
    <>
      <Stack direction="row" spacing={2}>
        <TextField
          label="Retainage %"
          value={work}
          onChange={(e) => numeric(e.target.value) && setWork(e.target.value)}
          disabled={props.readOnly}
          required
        />
        <TextField
          label="Stored retainage %"
          helperText="Empty: the same as work"
          value={stored}
          onChange={(e) => numeric(e.target.value) && setStored(e.target.value)}
          disabled={props.readOnly}
        />
      </Stack>
      <Button
        variant="outlined"
        disabled={props.readOnly || props.busy || work === ''}
        onClick={() => props.onSaveRetainage(work, stored === '' ? null : stored)}
        sx={left}
      >
        Save retainage
      </Button>
      <TextField
        select
        label="The rate applies to"
        helperText="Whole balance: all work to date at this rate. New work only: earlier work keeps what it holds."
        value={props.convention}
        onChange={(e) => props.onSaveConvention(e.target.value as TRetainageConvention)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        disabled={props.readOnly || props.busy}
      >
        {RETAINAGE_CONVENTION_VALUES.map((c) => (
          <option key={c} value={c}>
            {CONVENTION_LABELS[c]}
          </option>
        ))}
      </TextField>
    </>
  );
}

export interface TSettingsRow {
  subCategoryCode: string;
  description: string;
  stored: string;
  /** The line's own retainage rate as a percent; null = the pay app's. */
  ratePercent: string | null;
}

/** A row chooser and one value for it: the stored materials and line rate sections share it. */
function RowValueSection(props: {
  rows: TSettingsRow[];
  label: string;
  helperText?: string;
  valueOf: (row: TSettingsRow) => string;
  action: string;
  allowEmpty?: boolean;
  readOnly: boolean;
  busy: boolean;
  onSave: (subCategoryCode: string, value: string) => void;
}) {
  const first = props.rows[0];
  const [row, setRow] = useState(first?.subCategoryCode ?? '');
  const [value, setValue] = useState(first ? props.valueOf(first) : '');
  return (
    <>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label={`Sub-category (${props.label.toLowerCase()})`}
          value={row}
          onChange={(e) => {
            setRow(e.target.value);
            const chosen = props.rows.find((r) => r.subCategoryCode === e.target.value);
            setValue(chosen ? props.valueOf(chosen) : '');
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          disabled={props.readOnly}
          sx={{ minWidth: 220 }}
        >
          {props.rows.map((r) => (
            <option key={r.subCategoryCode} value={r.subCategoryCode}>
              {r.subCategoryCode} {r.description}
            </option>
          ))}
        </TextField>
        <TextField
          label={props.label}
          helperText={props.helperText}
          value={value}
          onChange={(e) => numeric(e.target.value) && setValue(e.target.value)}
          disabled={props.readOnly}
        />
      </Stack>
      <Button
        variant="outlined"
        disabled={props.readOnly || props.busy || row === '' || (!props.allowEmpty && value === '')}
        onClick={() => props.onSave(row, value)}
        sx={left}
      >
        {props.action}
      </Button>
    </>
  );
}

/** Materials presently stored on one row (column F). */
export function StoredSection(props: {
  rows: TSettingsRow[];
  readOnly: boolean;
  busy: boolean;
  onSave: (subCategoryCode: string, amount: string) => void;
}) {
  return (
    <RowValueSection
      {...props}
      label="Materials presently stored"
      valueOf={(r) => r.stored}
      action="Save stored materials"
    />
  );
}

/** One row's own retainage rate, Column I's override; empty = the pay app's rate. */
export function LineRateSection(props: {
  rows: TSettingsRow[];
  readOnly: boolean;
  busy: boolean;
  onSave: (subCategoryCode: string, percent: string | null) => void;
}) {
  return (
    <RowValueSection
      {...props}
      label="Line retainage %"
      helperText="Empty: the pay app's rate"
      valueOf={(r) => r.ratePercent ?? ''}
      action="Save line rate"
      allowEmpty
      onSave={(code, value) => props.onSave(code, value === '' ? null : value)}
    />
  );
}

/** A whole column by percent of each row's adjusted amount. */
export function ColumnSection(props: {
  readOnly: boolean;
  busy: boolean;
  onApply: (percent: string) => void;
}) {
  const [column, setColumn] = useState('');
  return (
    <>
      <TextField
        label="Bill the whole column at %"
        helperText="Each row: adjusted × percent ÷ 100, adding up to the column exactly"
        value={column}
        onChange={(e) => numeric(e.target.value) && setColumn(e.target.value)}
        disabled={props.readOnly}
      />
      <Button
        variant="outlined"
        disabled={props.readOnly || props.busy || column === ''}
        onClick={() => props.onApply(column)}
        sx={left}
      >
        Apply to column
      </Button>
    </>
  );
}

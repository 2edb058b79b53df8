import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONVENTION_LABELS,
  RETAINAGE_CONVENTION_VALUES,
  type TRetainageConvention,
} from '@n5/shared/billing/retainage';
import { ZLineRetainageBody } from '@n5/shared/billing/retainage-schemas';
import {
  ZPayAppAmountBody,
  ZPayAppColumnBody,
  ZPayAppRetainageBody,
} from '@n5/shared/billing/schemas';
import { blankAsNull } from '../../../components/form/rules-pass';
import { rulesResolver } from '../../../components/form/rules-resolver';
import { FormUnsignedDecimalField } from '../../../components/form/text-field';

const left = { alignSelf: 'flex-start' } as const;
/** The rule's decimal (text or number) as the text the handlers send; null stays null. */
const textOf = (value: string | number | null | undefined) =>
  value === null || value === undefined ? null : String(value);

/** One section of the settings dialog: a form of its own, sent by its button. */
function SectionForm<T extends Record<string, string>>(props: {
  form: UseFormReturn<T, unknown, Record<string, unknown>>;
  onValid: (values: Record<string, unknown>) => void;
  children: ReactNode;
}) {
  const submit = props.form.handleSubmit(props.onValid);
  return (
    <FormProvider {...props.form}>
      <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
        {props.children}
      </Stack>
    </FormProvider>
  );
}

const ZRatesForm = z.object({
  retainagePercent: ZPayAppRetainageBody.shape.retainagePercent,
  storedRetainagePercent: blankAsNull(ZPayAppRetainageBody.shape.storedRetainagePercent),
});
type TRatesForm = { retainagePercent: string; storedRetainagePercent: string };

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
  const form = useForm<TRatesForm, unknown, Record<string, unknown>>({
    defaultValues: {
      retainagePercent: props.retainagePercent,
      storedRetainagePercent: props.storedRetainagePercent ?? '',
    },
    resolver: rulesResolver(ZRatesForm),
  });
  const work = useWatch({ control: form.control, name: 'retainagePercent' });
  return (
    <>
      <SectionForm
        form={form}
        onValid={(v) => {
          const valid = v as z.output<typeof ZRatesForm>;
          props.onSaveRetainage(
            textOf(valid.retainagePercent)!,
            textOf(valid.storedRetainagePercent),
          );
        }}
      >
        <Stack direction="row" spacing={2}>
          <FormUnsignedDecimalField
            name="retainagePercent"
            label="Retainage %"
            disabled={props.readOnly}
            required
          />
          <FormUnsignedDecimalField
            name="storedRetainagePercent"
            label="Stored retainage %"
            helperText="Empty: the same as work"
            disabled={props.readOnly}
          />
        </Stack>
        <Button
          type="submit"
          variant="outlined"
          disabled={props.readOnly || props.busy || work === ''}
          sx={left}
        >
          Save retainage
        </Button>
      </SectionForm>
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

/**
 * A row chooser and one value for it: the stored materials and line rate sections share it.
 * Choosing a row puts that row's value in the field; the value's rule is its endpoint's.
 */
function RowValueSection(props: {
  rows: TSettingsRow[];
  label: string;
  helperText?: string;
  valueOf: (row: TSettingsRow) => string;
  rule: z.ZodType;
  action: string;
  allowEmpty?: boolean;
  readOnly: boolean;
  busy: boolean;
  onSave: (subCategoryCode: string, value: string | null) => void;
}) {
  const first = props.rows[0];
  const [row, setRow] = useState(first?.subCategoryCode ?? '');
  const form = useForm<{ value: string }, unknown, Record<string, unknown>>({
    defaultValues: { value: first ? props.valueOf(first) : '' },
    resolver: rulesResolver(z.object({ value: props.rule })),
  });
  const value = useWatch({ control: form.control, name: 'value' });
  return (
    <SectionForm
      form={form}
      onValid={(valid) => props.onSave(row, textOf(valid.value as string | number | null))}
    >
      <Stack direction="row" spacing={2}>
        <TextField
          select
          label={`Sub-category (${props.label.toLowerCase()})`}
          value={row}
          onChange={(e) => {
            setRow(e.target.value);
            const chosen = props.rows.find((r) => r.subCategoryCode === e.target.value);
            form.reset({ value: chosen ? props.valueOf(chosen) : '' });
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
        <FormUnsignedDecimalField
          name="value"
          label={props.label}
          helperText={props.helperText}
          disabled={props.readOnly}
        />
      </Stack>
      <Button
        type="submit"
        variant="outlined"
        disabled={props.readOnly || props.busy || row === '' || (!props.allowEmpty && value === '')}
        sx={left}
      >
        {props.action}
      </Button>
    </SectionForm>
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
      rule={ZPayAppAmountBody.shape.stored.unwrap()}
      action="Save stored materials"
      onSave={(code, amount) => props.onSave(code, amount ?? '')}
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
      rule={blankAsNull(ZLineRetainageBody.shape.retainagePercent)}
      action="Save line rate"
      allowEmpty
    />
  );
}

const ZColumnForm = ZPayAppColumnBody.pick({ percent: true });

/** A whole column by percent of each row's adjusted amount. */
export function ColumnSection(props: {
  readOnly: boolean;
  busy: boolean;
  onApply: (percent: string) => void;
}) {
  const form = useForm<{ percent: string }, unknown, Record<string, unknown>>({
    defaultValues: { percent: '' },
    resolver: rulesResolver(ZColumnForm),
  });
  const column = useWatch({ control: form.control, name: 'percent' });
  return (
    <SectionForm
      form={form}
      onValid={(valid) => props.onApply(textOf(valid.percent as string | number)!)}
    >
      <FormUnsignedDecimalField
        name="percent"
        label="Bill the whole column at %"
        helperText="Each row: adjusted × percent ÷ 100, adding up to the column exactly"
        disabled={props.readOnly}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={props.readOnly || props.busy || column === ''}
        sx={left}
      >
        Apply to column
      </Button>
    </SectionForm>
  );
}

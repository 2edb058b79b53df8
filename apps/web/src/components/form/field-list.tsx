import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FormCheckboxField } from './checkbox-field';
import type { TFieldKind } from './field-entry';
import {
  FormSelectField,
  type TChoiceConfirmation,
  type TOption,
  type TOptionValue,
} from './select-field';
import {
  FormDateField,
  FormIntegerField,
  FormMoneyField,
  FormMultilineField,
  FormPercentField,
  FormQuantityField,
  FormTextField,
  type TTextFieldProps,
} from './text-field';

/** How many grid columns a field takes, per breakpoint ("span 2", "1 / -1"). */
export type TSpan = string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

type TTextKind = Exclude<TFieldKind, 'select' | 'autocomplete' | 'checkbox'>;
type TTextDeclaration<K extends TTextKind> = TTextFieldProps & {
  kind: K;
  /** An email address gets the email keyboard on a phone. */
  type?: K extends 'text' ? 'text' | 'email' : never;
  span?: TSpan;
  /** The message shown for any refused value, where the spec words it for the screen. */
  errorText?: string;
};

/**
 * One field of a form, as data: a screen lists its fields and `FieldList` draws them with the
 * kit's components. `custom` draws anything else in the same grid (a read-only value, a field
 * with its own callbacks, such as an autocomplete).
 */
export type TFieldDeclaration =
  | { [K in TTextKind]: TTextDeclaration<K> }[TTextKind]
  | (TTextFieldProps & {
      kind: 'select';
      span?: TSpan;
      options: readonly TOption[] | undefined;
      emptyLabel?: string;
      unknownLabel?: string;
      confirmChoice?: (value: TOptionValue | null) => TChoiceConfirmation | null;
    })
  | (TTextFieldProps & { kind: 'checkbox'; span?: TSpan })
  | { kind: 'custom'; name: string; span?: TSpan; render: () => ReactNode };

const TEXT_FIELDS = {
  text: FormTextField,
  multiline: FormMultilineField,
  integer: FormIntegerField,
  money: FormMoneyField,
  quantity: FormQuantityField,
  percent: FormPercentField,
  date: FormDateField,
} as const;

function DeclaredField({ field }: { field: TFieldDeclaration }) {
  switch (field.kind) {
    case 'custom':
      return field.render();
    case 'select':
      return <FormSelectField {...field} />;
    case 'checkbox':
      return <FormCheckboxField {...field} />;
    default: {
      const Field = TEXT_FIELDS[field.kind];
      return <Field {...field} />;
    }
  }
}

/** The declared fields in order, each in its grid cell when it spans more than one column. */
export function FieldList({ fields }: { fields: readonly TFieldDeclaration[] }) {
  return fields.map((field) =>
    field.span ? (
      <Box key={field.name} sx={{ gridColumn: field.span }}>
        <DeclaredField field={field} />
      </Box>
    ) : (
      <DeclaredField key={field.name} field={field} />
    ),
  );
}

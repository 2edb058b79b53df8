import type { TContractStage } from '@n5/shared/contracts/constants';
import { isContractReadOnly } from '@n5/shared/contracts/rules';
import { compare, fromPercent, fromUnits, parseDecimal, toNumeric } from '@n5/shared/core/decimal';
import { badRequest, conflict } from '../../lib/errors';

/** A sent or approved contract's terms are read-only (409). */
export function refuseReadOnly(row: { sentInd: number; stage: TContractStage }, what: string) {
  if (isContractReadOnly(row)) {
    throw conflict(
      `The ${what} of a contract that has been ${row.stage === 'Approved' ? 'approved' : 'sent'} cannot be changed.`,
    );
  }
}

/** A retention typed as a percent from 0 to 100, stored as a 4-place fraction (400 otherwise). */
export function retentionFraction(percent: string | number) {
  const value = parseDecimal(percent)!;
  if (compare(value, fromUnits(0n)) < 0 || compare(value, fromUnits(100n)) > 0) {
    throw badRequest('Retention must be a percent from 0 to 100.');
  }
  return toNumeric(fromPercent(value), 4);
}

/** The value of an edited field as stored: retention a fraction, work days a whole number. */
export function editedValue(
  field: 'description' | 'workDays' | 'retention',
  value: string | number | null,
) {
  if (field === 'retention') return { retention: retentionFraction(value as string) };
  if (field === 'workDays') return { workDays: value as number | null };
  return { description: (value as string).trim() };
}

export const FIELD_LABELS = {
  description: 'description',
  workDays: 'work days',
  retention: 'retention',
} as const;

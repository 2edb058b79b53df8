import { z } from 'zod';
import { isCalendarDate } from '../core/field-rules';

/**
 * A pay app's dates (issue 31 item 6): "Period to", the last day of the work the application
 * bills, and the application date, the day it is issued (what receivables age from). Both are
 * entered by the user, default to today, and freeze with the figures on certification.
 */
export interface TPayAppDates {
  periodTo: string;
  applicationDate: string;
}

/** The days a pay app date may take (YYYY-MM-DD compares as text). */
export const PAY_APP_DATE_MIN = '2000-01-01';
export const PAY_APP_DATE_MAX = '2099-12-31';

/** A pay app date: a calendar day from 2000-01-01 to 2099-12-31 (400 otherwise). */
export const payAppDateInput = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD).` })
    .refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD).` })
    .refine((day) => day >= PAY_APP_DATE_MIN && day <= PAY_APP_DATE_MAX, {
      error: `${label} must be from ${PAY_APP_DATE_MIN} to ${PAY_APP_DATE_MAX}.`,
    });

const later = (a: string, b: string) => (a > b ? a : b);

/**
 * A new pay app's dates: today, or the previous application's when that is later (so the
 * defaults always pass `payAppDatesRefusal`).
 */
export function defaultPayAppDates(today: string, previous: TPayAppDates | undefined) {
  return {
    periodTo: later(today, previous?.periodTo ?? today),
    applicationDate: later(today, previous?.applicationDate ?? today),
  };
}

/**
 * Why these dates may not be a pay app's, or null: applications run forward, so neither its
 * "Period to" nor its application date is before the previous application's (the same day is
 * allowed: two applications may close one period, e.g. a retainage release).
 */
export function payAppDatesRefusal(
  dates: TPayAppDates,
  previous: (TPayAppDates & { number: number }) | undefined,
): string | null {
  if (!previous) return null;
  const n = previous.number;
  if (dates.periodTo < previous.periodTo)
    return `Period to (${dates.periodTo}) cannot be before pay app ${n}'s period to (${previous.periodTo}).`;
  if (dates.applicationDate < previous.applicationDate)
    return `The application date (${dates.applicationDate}) cannot be before pay app ${n}'s (${previous.applicationDate}).`;
  return null;
}

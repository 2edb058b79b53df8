/**
 * The company's clock: Kansas, America/Chicago (spec 3 §4 dates receipts by it). Times that
 * several people compare — who signed a job start-up when — are shown in it, whatever zone a
 * phone was set to, so one list never mixes UTC and CST.
 */
export const COMPANY_TIME_ZONE = 'America/Chicago';

/** "Nov 27, 2026, 9:05 AM CST": a moment on the company's clock. */
export function companyDateTimeText(moment: string | Date): string {
  return new Date(moment).toLocaleString('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
}

/**
 * A day as screens and PDFs print it, MM/dd/yyyy: a calendar day ("2026-11-27") as is, a moment
 * on the company's clock; empty for none.
 */
export function usDateText(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const day = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[2]}/${day[3]}/${day[1]}`;
  return new Date(value).toLocaleDateString('en-US', {
    timeZone: COMPANY_TIME_ZONE,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
  });
}

/** The months' names in English, January first (long dates, pickers, chart titles). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

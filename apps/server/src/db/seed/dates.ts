/**
 * The demo data's "today": every date of the seed is computed from it, never from the clock, so
 * two seeds give the same rows. seedDatabase takes another `today` for demos run much later.
 */
export const SEED_TODAY = new Date(Date.UTC(2026, 10, 1));

const DAY_MS = 86_400_000;

export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
export const isoDate = (d: Date) => d.toISOString().slice(0, 10);
export const minDate = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);
export const maxDate = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);
/** A moment in office hours (8 am to 5 pm Central, i.e. 13:00 to 22:00 UTC) on that day. */
export const atOfficeHour = (d: Date, minuteOfDay: number) =>
  new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 13) +
      (minuteOfDay % 540) * 60_000,
  );

/** "Tue, Nov 24, 2026" for a calendar day (no time zone shifts: noon local). */
export const dayLabel = (iso: string, options: Intl.DateTimeFormatOptions = {}) =>
  new Date(`${iso}T12:00:00`).toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...options,
  });

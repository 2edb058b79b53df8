import { fromNumeric, toJsonNumber } from '@n5/shared/core/decimal';

/** A chart needs a JS number: a score's exact text, converted once for drawing only. */
export const chartNumber = (text: string | null) =>
  text === null ? null : toJsonNumber(fromNumeric(text));

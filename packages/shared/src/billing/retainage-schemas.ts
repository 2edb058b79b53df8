import { z } from 'zod';
import { MONEY_MAX } from '../core/column-ranges';
import { ZIdInput } from '../core/ids';
import { decimalInput } from '../core/strict-inputs';
import { RETAINAGE_CONVENTION_VALUES } from './retainage';
import { ZPayAppNumber } from './schemas';

/** A line's own rate typed as a percent 0–100 with up to 4 decimals; null clears it. */
const ratePercent = decimalInput({ places: 4, min: '0', max: '100' });

/** A line's retainage rate (Column I override, issue 31 item 2). */
export const ZLineRetainageBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  subCategoryCode: z.string().min(1).max(20),
  retainagePercent: ratePercent.nullable(),
});

/** How the pay app's rate applies: on the whole balance, or on new work only. */
export const ZRetainageConventionBody = z.object({
  projectID: ZIdInput,
  paymentApplicationType: ZPayAppNumber,
  convention: z.enum(RETAINAGE_CONVENTION_VALUES),
});

/** A retainage release application: the amount released, or null for all that is held. */
export const ZAddReleaseBody = z.object({
  projectID: ZIdInput,
  releaseAmount: decimalInput({ places: 2, min: '0.01', max: MONEY_MAX }).nullable(),
});

import { z } from 'zod';
import { parseInteger } from './integer';
import { registerNumericRange } from './strict-inputs';

/** The largest id a PostgreSQL `integer` (serial) column holds: every table's key is one. */
export const MAX_ID = 2_147_483_647;

const ID_MESSAGE = 'must be a record id (a whole number from 1 to 2147483647)';

/** A record id in a JSON body: a positive integer that fits the key column, never rounded. */
export const ZId = z
  .number({ error: ID_MESSAGE })
  .int(ID_MESSAGE)
  .positive(ID_MESSAGE)
  .max(MAX_ID, ID_MESSAGE);

/**
 * A record id in a query string or path: digits only, so "0x10", " 1 ", "1e3" and "+1" are not
 * ids (z.coerce.number() would take them), then the same bounds as in a body.
 */
export const ZIdText = z
  .string()
  .regex(/^[0-9]{1,10}$/, ID_MESSAGE)
  .transform((text) => parseInteger(text)!)
  .pipe(ZId);

/** An id given either way (the spec's clients send some ids as numbers, some as text). */
export const ZIdInput = z.union([ZId, ZIdText], { error: ID_MESSAGE });

// The range every id states (the schema fuzz test sends its bounds: core/strict-inputs.ts).
for (const schema of [ZId, ZIdText, ZIdInput]) {
  registerNumericRange(schema, { min: '1', max: String(MAX_ID), places: 0 });
}

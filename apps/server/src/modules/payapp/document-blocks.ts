import type { TPayAppParties } from '@n5/shared/payapp/schemas';
import type { TRetainageTerms } from '@n5/shared/payapp/retainage-terms';
import type { TDb } from '../../db/client';
import { documentHeaderOf } from '../billing/index';
import type { TPayAppSheet } from './deps';

export interface TDocumentBlocks {
  parties: TPayAppParties;
  retainageTerms: TRetainageTerms;
}

/** Each line's own retainage rate (issue 31 item 2), the G703's Column J. */
function lineRatesOf(entry: TPayAppSheet['entry']): Record<string, string> {
  return Object.fromEntries(
    Object.entries(entry?.lines ?? {}).flatMap(([code, l]) =>
      l.retainageRate ? [[code, l.retainageRate]] : [],
    ),
  );
}

/**
 * The G702's To / From and contract blocks and the application's retainage terms (issue 31
 * item 7): frozen with a pay app certified since then, else read now (an older certified pay
 * app shows its client as the project has it today).
 */
export async function documentBlocksOf(
  db: TDb,
  { row, figures, entry }: TPayAppSheet,
  contractor: string,
): Promise<TDocumentBlocks> {
  const frozen = figures.header;
  const known =
    frozen?.clientName !== undefined ? frozen : await documentHeaderOf(db, row.payAppId);
  const work = entry?.retainageRate ?? known.retainageRate ?? '0';
  return {
    parties: {
      contractor,
      client: {
        name: known.clientName ?? '',
        contactName: known.clientContactName ?? '',
        address: known.clientAddress ?? '',
      },
      contractDate: known.contractDate ?? '',
    },
    retainageTerms: {
      kind: entry?.kind ?? 'progress',
      convention: entry?.convention ?? 'whole',
      work,
      stored: entry?.storedRetainageRate ?? known.storedRetainageRate ?? work,
      lineRates: lineRatesOf(entry),
    },
  };
}

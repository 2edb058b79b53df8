import { describe, expect, it } from 'vitest';
import { BID_DATE_MESSAGE, parseBidDate, ZBidDateField } from './schemas';

describe('the bid date of Upload Bid', () => {
  it('reads MM/DD/YYYY of a real day as YYYY-MM-DD', () => {
    expect(parseBidDate('11/02/2026')).toBe('2026-11-02');
    expect(parseBidDate('02/29/2028')).toBe('2028-02-29');
  });

  it('refuses other writings and days that do not exist, with the one message', () => {
    for (const text of ['2026-11-02', '11/2/2026', '13/01/2026', '02/30/2026', '', undefined])
      expect(parseBidDate(text)).toBeNull();
    const refused = ZBidDateField.safeParse({ bidDate: '02/30/2026' });
    expect(refused.error?.issues[0]?.message).toBe(BID_DATE_MESSAGE);
  });
});

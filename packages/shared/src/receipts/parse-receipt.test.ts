import { describe, expect, it } from 'vitest';
import { parseReceiptText } from './parse-receipt';

/** Receipt texts as OCR returns them: store layouts, date formats, totals among tax lines. */
const CASES: Array<[string, string, { vendor: string; date: string; total: string }]> = [
  [
    'Home Depot, US date, subtotal and tax before total',
    `THE HOME DEPOT
2201 W 6TH ST
LAWRENCE, KS 66049 (785)843-8100
11/24/26 08:14 AM
2X4 8FT STUD    12 @ 3.98   47.76
DRYWALL SCREWS                 9.97
SUBTOTAL                      57.73
SALES TAX                      4.76
TOTAL                        $62.49
VISA ************1234 USD$ 62.49`,
    { vendor: 'THE HOME DEPOT', date: '2026-11-24', total: '62.49' },
  ],
  [
    'Lowes with store number and full year',
    `LOWE'S HOME CENTERS, LLC #1234
4451 W 6TH ST
SALE
11/02/2026
PVC ELBOW 3/4     2.48
SUBTOTAL:         2.48
TAX:              0.21
INVOICE TOTAL:    2.69`,
    { vendor: "LOWE'S HOME CENTERS, LLC", date: '2026-11-02', total: '2.69' },
  ],
  [
    'gas station with amount due',
    `QuikTrip #0421
1500 N Iowa St
Date: 2026-10-30 Time: 17:02
Pump 07 Regular
Gallons 14.203  Price/Gal 2.899
FUEL TOTAL 41.18
AMOUNT DUE $41.18
CHANGE 0.00`,
    { vendor: 'QuikTrip', date: '2026-10-30', total: '41.18' },
  ],
  [
    'welcome line and month name date',
    `Welcome to Menards
Store 3274
Nov 3, 2026 10:45
LUMBER 2X6X10  6 @ 8.47  50.82
Subtotal 50.82
Tax 4.19
Total 55.01
Total Savings 3.20`,
    { vendor: 'Menards', date: '2026-11-03', total: '55.01' },
  ],
  [
    'grand total after a total before tip',
    `Ace Hardware
November 12, 2026
Item one 10.00
Total 10.85
Tip 2.00
Grand Total 12.85`,
    { vendor: 'Ace Hardware', date: '2026-11-12', total: '12.85' },
  ],
  [
    'day-month-name date and commas in thousands',
    `FERGUSON PLUMBING SUPPLY
Invoice
12 Oct 2026
WATER HEATER 50GAL    1,189.00
SUBTOTAL              1,189.00
TAX                      98.09
TOTAL               1,287.09`,
    { vendor: 'FERGUSON PLUMBING SUPPLY', date: '2026-10-12', total: '1287.09' },
  ],
  [
    'two-digit year with dashes',
    `Sherwin-Williams
10-05-26
PAINT GAL  2 @ 54.99  109.98
SUBTOTAL 109.98
TAX 9.07
TOTAL 119.05`,
    { vendor: 'Sherwin-Williams', date: '2026-10-05', total: '119.05' },
  ],
  [
    'OCR comma for decimal point',
    `Casey's General Store
09/14/2026
DIESEL  60,12
TOTAL 60,12`,
    { vendor: "Casey's General Store", date: '2026-09-14', total: '60.12' },
  ],
  [
    'total label on its own line',
    `Grainger
Order date 2026/08/01
Gloves         24.00
Total
25.98`,
    { vendor: 'Grainger', date: '2026-08-01', total: '25.98' },
  ],
  [
    'balance due beats a later total paid line',
    `Fastenal
08/20/2026
BOLTS 14.50
Balance Due 15.70
Total Paid 15.70`,
    { vendor: 'Fastenal', date: '2026-08-20', total: '15.70' },
  ],
  [
    'decorated header line',
    `*** WALMART ***
SAVE MONEY. LIVE BETTER.
( 785 ) 842-1000
ST# 01234 OP# 009
07/04/26 13:22:10
SUBTOTAL 23.50
TAX 1 8.950 % 2.10
TOTAL 25.60
DEBIT TEND 25.60
CHANGE DUE 0.00`,
    { vendor: 'WALMART', date: '2026-07-04', total: '25.60' },
  ],
  [
    'total tax line is not the total',
    `O'Reilly Auto Parts
6/3/2026
Oil filter 8.99
Subtotal 8.99
Total Tax 0.74
Total 9.73`,
    { vendor: "O'Reilly Auto Parts", date: '2026-06-03', total: '9.73' },
  ],
  [
    'no total label: the largest amount',
    `Joe's Lumber Yard
05/18/2026
Cedar boards 120.00
Nails 6.50
126.50`,
    { vendor: "Joe's Lumber Yard", date: '2026-05-18', total: '126.50' },
  ],
  [
    'dollar sign with space and total due',
    `Harbor Freight Tools
Date 04/02/2026
Clamp 4pc   $ 19.99
Sub Total   $ 19.99
Sales Tax   $ 1.65
Total Due   $ 21.64`,
    { vendor: 'Harbor Freight Tools', date: '2026-04-02', total: '21.64' },
  ],
  [
    'month name uppercase without comma',
    `SUNBELT RENTALS
MARCH 9 2026
SCISSOR LIFT DAY RATE 285.00
DAMAGE WAIVER 42.75
TOTAL 327.75`,
    { vendor: 'SUNBELT RENTALS', date: '2026-03-09', total: '327.75' },
  ],
  [
    'European order when the first part cannot be a month',
    `Blue Stem Supply
25/02/2026
Caulk 7.49
Total 7.49`,
    { vendor: 'Blue Stem Supply', date: '2026-02-25', total: '7.49' },
  ],
  [
    'address line before the name is skipped',
    `1801 Haskell Ave
Lawrence Electric Supply
02/11/2026
WIRE 12/2 250FT 96.00
TOTAL 103.92`,
    { vendor: 'Lawrence Electric Supply', date: '2026-02-11', total: '103.92' },
  ],
  [
    'an impossible date is skipped for a real one',
    `Kwik Shop
REF 13/45/2026
01/30/2026
UNLEADED 35.00
TOTAL 35.00`,
    { vendor: 'Kwik Shop', date: '2026-01-30', total: '35.00' },
  ],
  [
    'total items and savings lines ignored',
    `Costco Wholesale
12/29/2025
TOTAL NUMBER OF ITEMS SOLD = 3
SUBTOTAL 89.97
TAX 7.42
**** TOTAL 97.39
YOU SAVED 10.00`,
    { vendor: 'Costco Wholesale', date: '2025-12-29', total: '97.39' },
  ],
  [
    'receipt heading before the vendor',
    `SALES RECEIPT
Westlake Ace Hardware
1/2/2026
Keys 2 @ 2.99 5.98
TOTAL $6.47`,
    { vendor: 'Westlake Ace Hardware', date: '2026-01-02', total: '6.47' },
  ],
  [
    'ISO date with dots and amount due with colon',
    `Midwest Concrete Materials
2026.03.15
Ready mix 4 yd 612.00
Delivery 85.00
Amount Due: 697.00`,
    { vendor: 'Midwest Concrete Materials', date: '2026-03-15', total: '697.00' },
  ],
  [
    'OCR specks around the name',
    `~ LAWRENCE BUILDING SUPPLY :
11/24/2026 08:14
TOTAL 62.49`,
    { vendor: 'LAWRENCE BUILDING SUPPLY', date: '2026-11-24', total: '62.49' },
  ],
  [
    'abbreviated month with period',
    `Pizza Shack
Sept. 8, 2026
Crew lunch 48.20
Total 52.18`,
    { vendor: 'Pizza Shack', date: '2026-09-08', total: '52.18' },
  ],
];

describe('parseReceiptText', () => {
  it.each(CASES)('%s', (_name, text, expected) => {
    const reading = parseReceiptText(text);
    expect(reading).toEqual({
      vendor: expected.vendor,
      transactionDate: expected.date,
      total: expected.total,
    });
  });

  it('answers nulls for text with nothing it trusts', () => {
    expect(parseReceiptText('')).toEqual({ vendor: null, transactionDate: null, total: null });
    expect(parseReceiptText('12 34\n--')).toEqual({
      vendor: null,
      transactionDate: null,
      total: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { FORECAST_KEYS } from '@n5/shared/project/constants';
import type { TBrowserProject } from '@n5/shared/browser/schemas';
import { pipelineReportCsv } from './pipeline-report';

const emptyForecast = Object.fromEntries(FORECAST_KEYS.map((k) => [k, '0.0000']));

/** A browser row with what the report reads; the flags do not matter to it. */
const row = (overrides: Partial<TBrowserProject>) =>
  ({
    ProjectID: 41,
    ProjectName: 'Olathe Clinic Lobby',
    ClientCompanyName: 'Olathe Health',
    StageType: 'Awaiting Approval',
    Division: 'Construction',
    ProjectManager: 'Priya Raman',
    ContractAmount: '200000.00',
    EstMarginPercent: '0.1850',
    ...emptyForecast,
    ...overrides,
  }) as TBrowserProject;

/** No cell here holds a comma or a quote, so a line splits on commas. */
const parse = (csv: string) =>
  csv
    .trim()
    .split('\r\n')
    .map((line) => line.split(','));

describe('pipelineReportCsv', () => {
  const november = new Date(Date.UTC(2026, 10, 23));

  it('writes months in calendar order and percents as percents', () => {
    const [header, line] = parse(
      pipelineReportCsv(
        [row({ mar2: '0.2500', feb3: '0.5000' })],
        new Map([[41, '0.1495']]),
        november,
      ),
    );
    expect(header!.slice(7, 9)).toEqual(['Probability %', 'Est Margin %']);
    expect(header!.slice(9, 21)).toEqual([
      'Mar 26 Revenue',
      'Apr 26 Revenue',
      'May 26 Revenue',
      'Jun 26 Revenue',
      'Jul 26 Revenue',
      'Aug 26 Revenue',
      'Sep 26 Revenue',
      'Oct 26 Revenue',
      'Nov 26 Revenue',
      'Dec 26 Revenue',
      'Jan 27 Revenue',
      'Feb 27 Revenue',
    ]);
    expect(header!.at(-1)).toBe('Total Revenue');
    // 0.1495 is written 14.95, 0.1850 as 18.50.
    expect(line!.slice(7, 9)).toEqual(['14.95', '18.50']);
    // Not sold yet: weighted by the probability. 200,000 x 25% x 14.95% = 7,475.00.
    expect(line![9]).toBe('7475.00');
    expect(line![20]).toBe('14950.00');
    expect(line!.at(-1)).toBe('22425.00');
  });

  it('a sold project counts in full; a negative margin stays a number', () => {
    const [, line] = parse(
      pipelineReportCsv(
        [row({ StageType: 'Approved', EstMarginPercent: '-0.0525', dec2: '1.0000' })],
        new Map([[41, '0.5000']]),
        november,
      ),
    );
    expect(line!.slice(7, 9)).toEqual(['50.00', '-5.25']);
    expect(line![18]).toBe('200000.00');
    expect(line!.at(-1)).toBe('200000.00');
  });
});

import type { TWipFigures } from '@n5/shared/billing/wip';
import { formatPercent, formatUsd } from '../../../lib/format';

/** The WIP columns in schedule order, with how each figure is shown (block and report alike). */
export const WIP_COLUMNS: readonly {
  key: keyof Omit<TWipFigures, 'position'>;
  label: string;
  format: (value: string) => string;
}[] = [
  { key: 'contractAmount', label: 'Contract amount', format: formatUsd },
  { key: 'costToDate', label: 'Cost to date', format: formatUsd },
  { key: 'estimatedCost', label: 'Estimated total cost', format: formatUsd },
  {
    key: 'percentComplete',
    label: '% complete (by cost)',
    format: (v) => formatPercent(v, { minDecimals: 2, maxDecimals: 2 }),
  },
  { key: 'earnedRevenue', label: 'Earned revenue', format: formatUsd },
  { key: 'billedToDate', label: 'Billed to date', format: formatUsd },
  { key: 'overUnder', label: 'Over (under) billing', format: formatUsd },
];

/** "Over-billed", "Under-billed" or "Billed as earned": said in words, not only by sign. */
export const positionText = (w: TWipFigures) =>
  w.position === 'over'
    ? 'Over-billed'
    : w.position === 'under'
      ? 'Under-billed'
      : 'Billed as earned';

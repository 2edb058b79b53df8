import { z } from 'zod';
import { ZDecimalText } from '../core/money';
import { wholeNumberInput } from '../core/strict-inputs';

/** One WIP line (issue 31 item 8): the inputs and what `wipFigures` makes of them. */
export const ZWipFigures = z.object({
  contractAmount: ZDecimalText,
  costToDate: ZDecimalText,
  estimatedCost: ZDecimalText,
  billedToDate: ZDecimalText,
  percentComplete: ZDecimalText,
  earnedRevenue: ZDecimalText,
  overUnder: ZDecimalText,
  position: z.enum(['over', 'under', 'even']),
});

export const ZWipReply = z.object({ projectID: z.number().int(), wip: ZWipFigures });

export const ZWipReportQuery = z.object({
  page: wholeNumberInput({ min: 1, max: 1_000_000 }).default(1),
  pageSize: wholeNumberInput({ min: 1, max: 200 }).default(50),
});

export const ZWipReportReply = z.object({
  rows: z.array(ZWipFigures.extend({ projectID: z.number().int(), projectName: z.string() })),
  /** The company's totals over every project, not only this page. */
  totals: ZWipFigures,
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many projects the schedule holds (every page). */
  projectCount: z.number().int(),
});
export type TWipReportReply = z.infer<typeof ZWipReportReply>;

import { quarterRange } from '@n5/shared/kpi/quarters';
import type { TQuarterQuery } from '@n5/shared/kpi/schemas';
import type { TPeriod } from '../queries/period';

export const periodOf = (q: TQuarterQuery): TPeriod =>
  quarterRange({ year: q.year, quarter: q.quarter });

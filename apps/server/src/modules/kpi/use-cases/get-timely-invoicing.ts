import { ratio } from '@n5/shared/kpi/rules';
import type { TQuarterQuery } from '@n5/shared/kpi/schemas';
import type { TKpiDeps } from '../deps';
import { timelyInvoicingByPm, timelyInvoicingProjects } from '../queries/people';
import { periodOf } from './period';

/** Timely invoicing per project manager (spec 2 §3 "Timely invoicing" summary). */
export async function getTimelyInvoicing(deps: Pick<TKpiDeps, 'db'>, q: TQuarterQuery) {
  const rows = await timelyInvoicingByPm(deps.db, periodOf(q));
  return {
    timelyInvoicing: rows.map((r) => ({
      userId: r.user_id,
      displayName: r.display_name,
      invoicedOnTime: r.on_time,
      totalInvoices: r.total,
      score: ratio(r.on_time, r.total),
    })),
  };
}

/** One PM's projects for the chosen quarter (not the source's fixed 2022 Q2). */
export async function getTimelyInvoicingDetail(
  deps: Pick<TKpiDeps, 'db'>,
  userId: number,
  q: TQuarterQuery,
) {
  const rows = await timelyInvoicingProjects(deps.db, periodOf(q), userId);
  return {
    detail: rows.map((r) => ({
      projectId: r.project_id,
      projectName: r.project_name,
      jobType: r.bid_type,
      invoicedOnTime: r.on_time,
      totalInvoices: r.total,
    })),
  };
}

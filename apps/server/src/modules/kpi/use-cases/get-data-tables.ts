import { complementRatio, margin, marginDelta, meanOf, ratio } from '@n5/shared/kpi/rules';
import type { TDataTables, TQuarterQuery } from '@n5/shared/kpi/schemas';
import type { TKpiDeps } from '../deps';
import {
  callbacksByPm,
  closedProjectMargins,
  jobStartupByPm,
  missedCostsByPm,
  projectNotesByPm,
  timesheetsByPerson,
} from '../queries/people';
import type { TPeriod } from '../queries/period';
import { periodOf } from './period';

/** Plus/minus estimated profit per PM: the mean of actual − estimated margin of closed projects. */
export async function profitDeltas(deps: Pick<TKpiDeps, 'db'>, p: TPeriod) {
  const rows = await closedProjectMargins(deps.db, p);
  const byPm = new Map<string, Array<string | null>>();
  for (const row of rows) {
    const delta = marginDelta(margin(row.revenue, row.cost), row.est_margin);
    byPm.set(row.display_name, [...(byPm.get(row.display_name) ?? []), delta]);
  }
  return [...byPm].map(([DisplayName, deltas]) => ({
    DisplayName,
    ClosedProjectCount: deltas.length,
    Score: meanOf(deltas),
  }));
}

/** The data tables of the KPI dashboard (spec 2 §3 "Data tables"), scores by the shared rules. */
export async function getDataTables(deps: TKpiDeps, q: TQuarterQuery): Promise<TDataTables> {
  const p = periodOf(q);
  const [startup, timesheets, notes, callbacks, missed, profit] = await Promise.all([
    jobStartupByPm(deps.db, p),
    timesheetsByPerson(deps.db, p),
    projectNotesByPm(deps.db, p),
    callbacksByPm(deps.db, p),
    missedCostsByPm(deps.db, p),
    profitDeltas(deps, p),
  ]);
  return {
    jobStartup: startup.map((r) => ({
      DisplayName: r.display_name,
      ProjectCount: r.total,
      SignatureCount: r.hits,
      Score: ratio(r.hits, r.total),
    })),
    timelyTimesheets: timesheets.map((r) => ({
      DisplayName: r.display_name,
      AssignmentCount: r.total,
      MissedCount: r.hits,
      Score: complementRatio(r.hits, r.total),
    })),
    projectNotes: notes.map((r) => ({
      DisplayName: r.display_name,
      TotalJobs: r.total,
      MissingNotesCount: r.hits,
      Score: complementRatio(r.hits, r.total),
    })),
    callbacks: callbacks.map((r) => ({
      DisplayName: r.display_name,
      ClosedProjectCount: r.total,
      CallbackCount: r.hits,
      Score: complementRatio(r.hits, r.total),
    })),
    missedCosts: missed.map((r) => ({
      DisplayName: r.display_name,
      ClosedProjectCount: r.total,
      MissedCostCount: r.hits,
      Score: complementRatio(r.hits, r.total),
    })),
    plusMinusEstimatedProfit: profit,
  };
}

import {
  complementRatio,
  KPI_DEFINITIONS,
  kpiPayout,
  meanOf,
  positionPayout,
  ratio,
  type TKpiUid,
} from '@n5/shared/kpi/rules';
import type { TKpiItem, TQuarterQuery } from '@n5/shared/kpi/schemas';
import type { TKpiDeps } from '../deps';
import { timelyInvoicingByPm, trainingAttendance } from '../queries/people';
import { answeredSurveys } from '../queries/surveys';
import { getDataTables } from './get-data-tables';
import { getProfImage } from './get-prof-image';
import { readSettings } from './kpi-settings';
import { periodOf } from './period';
import { customerFulfillment } from './survey-figures';

type TTotals = Array<{ total: number; hits: number }>;
const totalOf = (rows: TTotals) => ({
  total: rows.reduce((n, r) => n + r.total, 0),
  hits: rows.reduce((n, r) => n + r.hits, 0),
});

/** The company's score of every KPI for the quarter (gauges), from the same figures as the tables. */
async function companyScores(deps: TKpiDeps, q: TQuarterQuery) {
  const p = periodOf(q);
  const [tables, invoicing, surveys, audits, training] = await Promise.all([
    getDataTables(deps, q),
    timelyInvoicingByPm(deps.db, p),
    answeredSurveys(deps.db, p),
    getProfImage(deps, q),
    trainingAttendance(deps.db, p),
  ]);
  const counts = (rows: Array<Record<string, unknown>>, total: string, hits: string) =>
    totalOf(rows.map((r) => ({ total: r[total] as number, hits: r[hits] as number })));
  const startup = counts(tables.jobStartup, 'ProjectCount', 'SignatureCount');
  const sheets = counts(tables.timelyTimesheets, 'AssignmentCount', 'MissedCount');
  const notes = counts(tables.projectNotes, 'TotalJobs', 'MissingNotesCount');
  const callbacks = counts(tables.callbacks, 'ClosedProjectCount', 'CallbackCount');
  const missed = counts(tables.missedCosts, 'ClosedProjectCount', 'MissedCostCount');
  const invoices = totalOf(invoicing.map((r) => ({ total: r.total, hits: r.on_time })));
  const scores: Partial<Record<TKpiUid, string | null>> = {
    TimelyInvoicing: ratio(invoices.hits, invoices.total),
    JobStartUp: ratio(startup.hits, startup.total),
    TimelyTimesheet: complementRatio(sheets.hits, sheets.total),
    ProjectNotes: complementRatio(notes.hits, notes.total),
    Callbacks: complementRatio(callbacks.hits, callbacks.total),
    MissedCosts: complementRatio(missed.hits, missed.total),
    'Plus/MinusEstimatedProfit': meanOf(tables.plusMinusEstimatedProfit.map((r) => r.Score)),
    CustomerFulfillment: customerFulfillment(surveys),
    ProfessionalImage: meanOf(
      [...audits.fleet, ...audits.uniform, ...audits.warehouse].map((a) => a.score),
    ),
    SafetySurvey: meanOf(audits.safety.map((a) => a.score)),
    TrainingAttendance: ratio(training.completed, training.required),
    AccountsReceivableAging: null,
  };
  scores.Average = meanOf(
    KPI_DEFINITIONS.filter((d) => d.scale === 'kpi' && d.uid !== 'Average').map(
      (d) => scores[d.uid] ?? null,
    ),
  );
  return scores;
}

/** Every KPI with its score, settings and payout, and the position payout gauge. */
export async function getKpis(deps: TKpiDeps, q: TQuarterQuery) {
  const [scores, settings] = await Promise.all([companyScores(deps, q), readSettings(deps.db)]);
  const kpi: TKpiItem[] = KPI_DEFINITIONS.map((d) => {
    const s = settings.find((x) => x.uid === d.uid)!;
    const score = scores[d.uid] ?? null;
    return {
      uid: d.uid,
      kpi: d.label,
      score,
      threshold: s.threshold,
      goal: s.goal,
      payoutpercent: s.payoutPercent,
      earned: kpiPayout(score, s),
      scale: d.scale,
      KPIDescription: d.description,
    };
  });
  return {
    kpi,
    positionPayout: positionPayout(
      kpi.map((k) => ({ earned: k.earned, possible: k.payoutpercent })),
    ),
  };
}

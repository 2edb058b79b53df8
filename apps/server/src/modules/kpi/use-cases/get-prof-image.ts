import type { TInspection } from '@n5/shared/inspections/schemas';
import type { TAuditRow, TQuarterQuery } from '@n5/shared/kpi/schemas';
import type { TKpiDeps } from '../deps';
import { periodOf } from './period';

const auditRow = (e: TInspection): TAuditRow => ({
  name: e.name ?? e.ProjectName,
  surveyor: e.surveyor,
  Type: e.Type,
  SurveyDate: e.SurveyDate,
  score: e.score,
  KPIEventID: e.KPIEventID,
  UserID: e.UserID,
  van: e.Van,
  location: e.Location,
});

/** The quarter's inspections of each type with their scores (asked of the inspections module). */
export async function getProfImage(deps: Pick<TKpiDeps, 'inspections'>, q: TQuarterQuery) {
  const { from, to } = periodOf(q);
  const of = async (type: 'Fleet' | 'Uniform' | 'Warehouse' | 'Safety') =>
    (await deps.inspections.events(type)).events
      .filter((e) => e.SurveyDate >= from && e.SurveyDate <= to)
      .map(auditRow);
  const [fleet, uniform, warehouse, safety] = await Promise.all([
    of('Fleet'),
    of('Uniform'),
    of('Warehouse'),
    of('Safety'),
  ]);
  return { fleet, uniform, warehouse, safety };
}

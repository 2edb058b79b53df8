import type { TInspectionType } from '@n5/shared/inspections/rules';
import type { TQuarterQuery } from '@n5/shared/kpi/schemas';
import type { z } from 'zod';
import type { ZSaveKpiSettingBody } from '@n5/shared/kpi/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import type { TKpiDeps } from './deps';
import { getDataTables } from './use-cases/get-data-tables';
import { getInspectionDetail } from './use-cases/get-inspection-detail';
import { getKpis } from './use-cases/get-kpis';
import { getNpsByBidType, getNpsByDivision, getNpsTotal } from './use-cases/get-nps';
import { getProfImage } from './use-cases/get-prof-image';
import { getSurveyLeaderboard } from './use-cases/get-survey-leaderboard';
import { getTimelyInvoicing, getTimelyInvoicingDetail } from './use-cases/get-timely-invoicing';
import { getSettings, saveSetting } from './use-cases/kpi-settings';

/** The KPI dashboard (issue 33): composes the use cases. */
export function createKpiService(deps: TKpiDeps) {
  return {
    kpis: (q: TQuarterQuery) => getKpis(deps, q),
    npsByDivision: (q: TQuarterQuery) => getNpsByDivision(deps, q),
    npsByBidType: (q: TQuarterQuery) => getNpsByBidType(deps, q),
    npsTotal: (q: TQuarterQuery) => getNpsTotal(deps, q),
    timelyInvoicing: (q: TQuarterQuery) => getTimelyInvoicing(deps, q),
    timelyInvoicingDetail: (userId: number, q: TQuarterQuery) =>
      getTimelyInvoicingDetail(deps, userId, q),
    dataTables: (q: TQuarterQuery) => getDataTables(deps, q),
    surveyLeaderboard: (q: TQuarterQuery) => getSurveyLeaderboard(deps, q),
    profImage: (q: TQuarterQuery) => getProfImage(deps, q),
    inspectionDetail: (input: { KPIEventID: string; type: TInspectionType }) =>
      getInspectionDetail(deps, input),
    settings: () => getSettings(deps),
    saveSetting: (input: z.infer<typeof ZSaveKpiSettingBody>, user: TUser) =>
      saveSetting(deps, input, user),
  };
}

export type TKpiService = ReturnType<typeof createKpiService>;

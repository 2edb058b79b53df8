import type { TDb } from '../../db/client';
import type { TInspectionsService } from '../inspections/index';

/** What the KPI use cases are handed (app.ts): the database and the inspections' service. */
export interface TKpiDeps {
  db: TDb;
  inspections: Pick<TInspectionsService, 'events' | 'results' | 'criteria'>;
}

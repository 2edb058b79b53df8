import type { FastifyBaseLogger } from 'fastify';
import type { TDb } from '../../db/client';
import type { TJobs } from '../../jobs/boss';
import type { TGoalsService } from '../goals/index';

export interface TDashboardsDeps {
  db: TDb;
  /** The goals the figures are measured against. */
  goals: Pick<TGoalsService, 'monthlyGoals' | 'teamGoalAmounts'>;
  /** Background jobs; null where none run (API tests): the recalculation then runs inline. */
  jobs: TJobs | null;
  log?: FastifyBaseLogger;
  /** The clock (tests pin it). */
  now?: () => Date;
}

export const today = (deps: Pick<TDashboardsDeps, 'now'>) => (deps.now ? deps.now() : new Date());

/** The pg-boss job of a recalculation. */
export interface TRecalculationJob {
  recalculationId: number;
}

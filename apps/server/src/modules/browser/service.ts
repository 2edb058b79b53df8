import type { TForecastBody } from '@n5/shared/forecast/schemas';
import type { TUser } from '@n5/shared/session/schemas';
import { rowOr404, type TBrowserDeps } from './deps';
import { createBrowserListCache, type TListEncoding } from './list-cache';
import { addProject } from './use-cases/add-project';
import { changeStage } from './use-cases/change-stage';
import { countStages } from './use-cases/count-stages';
import { getPipelineReport } from './use-cases/get-pipeline-report';
import { refreshAssignments } from './use-cases/refresh-assignments';
import { setForecast } from './use-cases/set-forecast';

type TInput<F extends (...args: never[]) => unknown> = Parameters<F>[1];

/**
 * The project browser's use cases; each write re-reads the row the grid replaces. The service
 * only composes the use cases (`use-cases/<verb-noun>.ts`) and holds the list cache.
 */
export function createBrowserService(deps: TBrowserDeps) {
  const lists = createBrowserListCache(deps.db, (rows) => `{"projects":${rows}}`);
  return {
    /** The reply body as JSON text, written by PostgreSQL (see queries.ts), while current. */
    listJson: (scope: 'active' | 'archived') => lists.body(scope),
    /** The same, compressed. */
    listEncoded: (scope: 'active' | 'archived', encoding: TListEncoding) =>
      lists.encoded(scope, encoding),
    stageCounts: (user: TUser) => countStages(deps, undefined, user),
    /** One project's browser row with its flags (the project page shows the same flags). */
    getRow: (projectId: number) => rowOr404(deps, projectId),
    changeStage: (input: TInput<typeof changeStage>, user: TUser) => changeStage(deps, input, user),
    setForecast: (input: TForecastBody, user: TUser) => setForecast(deps, input, user),
    addProject: (input: TInput<typeof addProject>, user: TUser) => addProject(deps, input, user),
    pipelineReport: () => getPipelineReport(deps),
    refreshAssignments: () => refreshAssignments(deps),
  };
}
export type TBrowserService = ReturnType<typeof createBrowserService>;

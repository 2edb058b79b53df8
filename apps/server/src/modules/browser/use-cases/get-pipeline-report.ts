import type { TBrowserDeps } from '../deps';
import { pipelineReportCsv } from '../pipeline-report';
import { listBrowserProjects, listProbabilities } from '../queries';

/** The pipeline report (CSV) of the active projects with their probabilities. */
export async function getPipelineReport(deps: TBrowserDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const rows = await listBrowserProjects(db, 'active');
  const probabilities = await listProbabilities(
    db,
    rows.map((r) => r.ProjectID),
  );
  return pipelineReportCsv(rows, probabilities, now());
}

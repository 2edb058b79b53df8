import { attendanceScore } from '@n5/shared/training/rules';
import type { TTrainingDeps } from '../deps';
import { listHistory as selectHistory } from '../queries';

/** The history of sessions, each with its attendance score. */
export async function listHistory(deps: TTrainingDeps) {
  const rows = await selectHistory(deps.db);
  return {
    history: rows.map((row) => ({ ...row, score: attendanceScore(row.required, row.completed) })),
  };
}

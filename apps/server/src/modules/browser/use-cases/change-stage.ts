import type { TStageType } from '@n5/shared/project/constants';
import type { TUser } from '@n5/shared/session/schemas';
import { rowOr404, type TBrowserDeps } from '../deps';

/** The browser's stage cell: the one stage change (modules/stage), answered with the row. */
export async function changeStage(
  deps: TBrowserDeps,
  input: { projectID: number; stageType: TStageType },
  user: TUser,
) {
  await deps.stage.changeStage(user, input);
  await deps.projectAccounting?.queue(input.projectID);
  return { project: await rowOr404(deps, input.projectID) };
}

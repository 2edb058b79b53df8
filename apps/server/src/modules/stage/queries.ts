import { eq } from 'drizzle-orm';
import type { TStageType } from '@n5/shared/project/constants';
import type { TDbOrTx } from '../../db/client';
import { projects } from '../../db/schema/index';

/** The project's stage and what a stage change writes beside it, locked for the change. */
export async function lockProjectStage(db: TDbOrTx, projectId: number) {
  const [row] = await db
    .select({
      projectName: projects.projectName,
      stageType: projects.stageType,
      completedInd: projects.completedInd,
      completedDate: projects.completedDate,
    })
    .from(projects)
    .where(eq(projects.projectId, projectId))
    .for('update');
  return row ?? null;
}

export async function updateProjectStage(
  db: TDbOrTx,
  projectId: number,
  values: { stageType: TStageType; completedInd?: number; completedDate?: string },
) {
  await db.update(projects).set(values).where(eq(projects.projectId, projectId));
}

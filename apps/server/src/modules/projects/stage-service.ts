import { eq } from 'drizzle-orm';
import type { TStageType } from '@n5/shared/projects/constants';
import { isAllowedStageChange, stageLabel } from '@n5/shared/projects/stages';
import type { TDb } from '../../db/client';
import { projects } from '../../db/schema/index';
import { recordAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';

/**
 * The browser's stage changes (spec 2 §4), enforced: anything but Approved -> In Progress,
 * In Progress -> Completed, or a proposal -> Canceled/Rejected is a 400. Completing a project
 * also sets CompletedInd and CompletedDate. The caller checks the role.
 */
export async function changeStage(
  db: TDb,
  input: { projectId: number; stageType: TStageType; today: string },
  userId: number,
) {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({
        stageType: projects.stageType,
        completedInd: projects.completedInd,
        completedDate: projects.completedDate,
      })
      .from(projects)
      .where(eq(projects.projectId, input.projectId))
      .for('update');
    if (!before) throw notFound(`There is no project ${input.projectId}.`);
    if (!isAllowedStageChange(before.stageType, input.stageType)) {
      throw badRequest(
        `A project in stage ${stageLabel(before.stageType)} cannot move to ${stageLabel(input.stageType)} here.`,
      );
    }
    const after =
      input.stageType === 'Completed'
        ? { stageType: input.stageType, completedInd: 1, completedDate: input.today }
        : { stageType: input.stageType };
    await tx.update(projects).set(after).where(eq(projects.projectId, input.projectId));
    await recordAudit(tx, {
      userId,
      entity: 'project',
      entityId: input.projectId,
      action: 'update',
      before,
      after,
    });
  });
}

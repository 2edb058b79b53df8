import {
  canChangeStage,
  isAllowedStageChange,
  refusedStageChangeMessage,
  stageChangeEffects,
} from '@n5/shared/project/stages';
import type { TStageType } from '@n5/shared/project/constants';
import type { TUser } from '@n5/shared/session/schemas';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { projectStageEmail } from '../../lib/email/templates';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import type { TEmailService } from '../email';
import type { TNotesService } from '../notes';
import { lockProjectStage, updateProjectStage } from './queries';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The one stage change of a project, whichever screen or call asks (the browser's stage cell,
 * the Project Info form): the role (403), the one table of allowed changes (400,
 * packages/shared/src/project/stages.ts), and in one transaction the stage, its side effects
 * (Completed sets CompletedInd and CompletedDate; the archived stages leave the active lists by
 * their stage), the audit rows and the email to the project's notification recipients.
 */
export function createStageService(deps: {
  db: TDb;
  email: TEmailService;
  notes: TNotesService;
  config: TConfig;
  now?: () => Date;
}) {
  const { db, email, notes, config } = deps;
  const now = deps.now ?? (() => new Date());
  const emailContext = { publicUrl: config.publicUrl, companyName: config.COMPANY_NAME };

  async function changeStage(user: TUser, input: { projectID: number; stageType: TStageType }) {
    if (!canChangeStage(user)) {
      throw forbidden('Only a PROJECT STAGE MANAGER can change the stage of a project.');
    }
    const projectId = input.projectID;
    const to = input.stageType;
    const { notifications } = await notes.listRecipients({ projectId });
    const recipients = [
      ...new Set(
        notifications
          .map((r) => r.EmailAddress)
          .filter((address) => address.toLowerCase() !== user.EmailAddress.toLowerCase()),
      ),
    ];
    const emailIds = await db.transaction(async (tx) => {
      const before = await lockProjectStage(tx, projectId);
      if (!before) throw notFound(`There is no project #${projectId}.`);
      if (before.stageType === to) return [];
      if (!isAllowedStageChange(before.stageType, to)) {
        throw badRequest(refusedStageChangeMessage(before.stageType, to));
      }
      const after = { stageType: to, ...stageChangeEffects(to, isoDay(now())) };
      await updateProjectStage(tx, projectId, after);
      await recordAudit(tx, {
        userId: user.UserID,
        entity: 'project',
        entityId: projectId,
        action: 'update',
        before,
        after,
      });
      if (recipients.length === 0) return [];
      const content = projectStageEmail(
        {
          projectId,
          projectName: before.projectName,
          from: before.stageType,
          to,
          changedBy: user.DisplayName,
        },
        emailContext,
      );
      return [
        await email.queue(tx, {
          to: recipients,
          ...content,
          relatedEntity: 'project',
          relatedId: projectId,
          createdBy: user.UserID,
        }),
      ];
    });
    await email.wake(emailIds);
  }

  return { changeStage };
}
export type TStageService = ReturnType<typeof createStageService>;

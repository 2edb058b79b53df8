import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TEmailService } from '../email';
import type { TNotesService } from '../notes';
import { createStageService, type TStageService } from './service';

export type { TStageService } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    stage: TStageService;
  }
}

/**
 * Project stage changes. No routes of its own: the browser (POST /api/project/stagetype) and the
 * Project Info form (setprojectinfo StageType) each answer in their own shape and ask this
 * service for the change, so every screen has the same transitions and side effects.
 */
export const stageModule = fp(
  async (
    app: FastifyInstance,
    deps: { db: TDb; email: TEmailService; notes: TNotesService; config: TConfig },
  ) => {
    app.decorate('stage', createStageService(deps));
  },
  { name: 'stage' },
);

import type { FastifyInstance } from 'fastify';
import { trainingContract as c } from '@n5/shared/training/contract';
import { registerRoute } from '../../lib/route';
import type { TTrainingService } from './service';

/** Safety training's calls (spec 2 §7 "Training", kept in our database); HTTP only. */
export function registerTrainingRoutes(app: FastifyInstance, training: TTrainingService) {
  registerRoute(app, c.courses, () => training.courses());
  registerRoute(app, c.addCourse, ({ body, request }) => training.addCourse(body, request.user!));
  registerRoute(app, c.attendance, ({ query }) => training.attendance(query.c, query.d));
  registerRoute(app, c.setRequired, ({ body, request }) =>
    training.setFlag('required', body, request.user!),
  );
  registerRoute(app, c.setCompleted, ({ body, request }) =>
    training.setFlag('completed', body, request.user!),
  );
  registerRoute(app, c.history, () => training.history());
}

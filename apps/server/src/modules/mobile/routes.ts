import type { FastifyInstance } from 'fastify';
import { mobileContract as c } from '@n5/shared/mobile/contract';
import { registerRoute } from '../../lib/route';
import type { TMobileService } from './service';

/** The field area's calls without conditions (spec 3 §7); HTTP only. */
export function registerMobileRoutes(app: FastifyInstance, mobile: TMobileService) {
  registerRoute(app, c.menuLinks, async () => mobile.menuLinks());
  registerRoute(app, c.dispatchByTeamMember, ({ query }) =>
    mobile.dispatchByTeamMember(query.assignmentDate),
  );
  registerRoute(app, c.dispatchByProject, ({ query }) =>
    mobile.dispatchByProject(query.assignmentDate),
  );
  registerRoute(app, c.listProjects, ({ request }) => mobile.listProjects(request.user!));
  registerRoute(app, c.projectCategories, ({ query }) => mobile.projectCategories(query.projectID));
  registerRoute(app, c.projectInfo, ({ query }) => mobile.projectInfo(query.projectID));
  registerRoute(app, c.listJobStartupSignatures, ({ query }) =>
    mobile.listSignatures(query.projectID),
  );
  registerRoute(app, c.addJobStartupSignature, ({ body, request }) =>
    mobile.addSignature(body, request.user!, {
      ip: request.ip,
      userAgent: request.headers['user-agent'] ?? null,
    }),
  );
  registerRoute(app, c.weeklyAssignments, ({ query, request }) =>
    mobile.weeklyAssignments(query, request.user!),
  );
}

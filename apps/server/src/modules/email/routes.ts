import type { FastifyInstance } from 'fastify';
import { emailContract } from '@n5/shared/email/contract';
import { registerRoute } from '../../lib/route';
import type { TEmailService } from './service';

export function registerEmailRoutes(app: FastifyInstance, email: TEmailService) {
  registerRoute(app, emailContract.listOutbox, async ({ query }) => email.list(query));
  registerRoute(app, emailContract.getOutboxMessage, async ({ params }) =>
    email.getMessage(params.id),
  );
  registerRoute(app, emailContract.resendOutboxMessage, async ({ params }) =>
    email.resend(params.id),
  );
  registerRoute(app, emailContract.listGroups, async () => ({ groups: await email.listGroups() }));
  registerRoute(app, emailContract.saveGroup, async ({ body, request }) =>
    email.saveGroup(body, request.user!.UserID),
  );

  registerRoute(app, emailContract.sendEmail, async ({ body, request }) =>
    email.send([
      {
        to: email.toList(body.email),
        cc: email.toList(body.cc),
        bcc: email.toList(body.bcc),
        subject: body.subject,
        text: body.text,
        html: body.html,
        createdBy: request.user!.UserID,
      },
    ]),
  );
  registerRoute(app, emailContract.sendEmailBccGroup, async ({ body, request }) =>
    email.sendToGroup(body, 'bcc', request.user!.UserID),
  );
  registerRoute(app, emailContract.sendEmailToGroup, async ({ body, request }) =>
    email.sendToGroup(body, 'to', request.user!.UserID),
  );
}

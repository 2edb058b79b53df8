import type { FastifyInstance } from 'fastify';
import { billingContract as c } from '@n5/shared/billing/contract';
import { registerRoute } from '../../lib/route';
import type { TBillingService } from './service';

/** The Invoice tab; HTTP only. */
export function registerBillingRoutes(app: FastifyInstance, billing: TBillingService) {
  registerRoute(app, c.clientInvoicing, ({ query }) => billing.invoicing(query.projectID));
  registerRoute(app, c.clientInvoicingTotals, ({ query }) => billing.totals(query.projectID));
  registerRoute(app, c.statuses, ({ query }) => billing.statuses(query.projectID));
  registerRoute(app, c.guid, ({ query }) =>
    billing.guid(query.projectID, query.paymentApplicationType),
  );
  registerRoute(app, c.email, ({ query }) =>
    billing.emailDetails(query.projectID, query.paymentApplicationType),
  );
  registerRoute(app, c.receivables, ({ query }) => billing.receivables(query.projectID));
  registerRoute(app, c.receivablesReport, () => billing.receivablesReport());
  registerRoute(app, c.recordPayment, ({ body, request }) =>
    billing.recordPayment(request.user!, body),
  );
  registerRoute(app, c.deletePayment, ({ params, request }) =>
    billing.deletePayment(request.user!, params.paymentId),
  );
  registerRoute(app, c.addPayApp, ({ body, request }) =>
    billing.addPayApp(request.user!, body.projectID),
  );
  registerRoute(app, c.setAmount, ({ body, request }) => billing.setAmount(request.user!, body));
  registerRoute(app, c.setColumn, ({ body, request }) => billing.setColumn(request.user!, body));
  registerRoute(app, c.setRetainage, ({ body, request }) =>
    billing.setRetainage(request.user!, body),
  );
  registerRoute(app, c.setDates, ({ body, request }) => billing.setDates(request.user!, body));
  registerRoute(app, c.voidPayApp, ({ body, request }) => billing.voidPayApp(request.user!, body));
  registerRoute(app, c.setStatus, ({ body, request }) => billing.setStatus(request.user!, body));
  registerRoute(app, c.sendToClient, ({ body, request }) =>
    billing.sendToClient(request.user!, body),
  );
  registerRoute(app, c.sendToAccounting, ({ body, request }) =>
    billing.sendToAccounting(request.user!, body),
  );
  registerRoute(app, c.setLineRetainage, ({ body, request }) =>
    billing.setLineRetainage(request.user!, body),
  );
  registerRoute(app, c.setRetainageConvention, ({ body, request }) =>
    billing.setRetainageConvention(request.user!, body),
  );
  registerRoute(app, c.addRelease, ({ body, request }) => billing.addRelease(request.user!, body));
}

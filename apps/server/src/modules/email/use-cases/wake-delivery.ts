import { enqueueEmail } from '../../../jobs/email-delivery';
import type { TEmailDeps } from '../deps';

/** After commit: hands the ids to the delivery job when SMTP is configured. */
export async function wakeDelivery(deps: TEmailDeps, input: { emailIds: number[] }) {
  const { jobs, config } = deps;
  if (!jobs || !config.SMTP_URL) return;
  for (const id of input.emailIds) await enqueueEmail(jobs, id);
}

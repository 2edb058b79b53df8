/** The background queues and how their jobs retry. */
export const QUEUES = {
  email: 'email-delivery',
  pdf: 'pdf-rendering',
  accounting: 'accounting-sync',
  /** Pay apps sent to accounting (issue 16): their own queue, as the contract worker takes all of accounting-sync. */
  payAppAccounting: 'pay-app-accounting-sync',
  /**
   * A project created or changed, pushed with its tasks (issue 38 item 1): one queued and one
   * running per project at most (policy stately, keyed by project), so a burst of edits is one push.
   */
  projectAccounting: 'project-accounting-sync',
  dashboard: 'dashboard-recalculation',
  forecastYear: 'forecast-year-roll',
  idempotencyCleanup: 'idempotency-key-cleanup',
  /** The daily client survey invitation batch (issue 33). */
  surveyInvitations: 'survey-invitations',
} as const;
export type TQueueName = (typeof QUEUES)[keyof typeof QUEUES];

export const QUEUE_OPTIONS: Record<
  TQueueName,
  { retryLimit: number; retryDelay: number; retryBackoff: boolean; policy?: 'stately' }
> = {
  [QUEUES.email]: { retryLimit: 5, retryDelay: 30, retryBackoff: true },
  [QUEUES.pdf]: { retryLimit: 3, retryDelay: 10, retryBackoff: true },
  [QUEUES.accounting]: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  [QUEUES.payAppAccounting]: { retryLimit: 5, retryDelay: 60, retryBackoff: true },
  [QUEUES.projectAccounting]: {
    retryLimit: 5,
    retryDelay: 60,
    retryBackoff: true,
    policy: 'stately',
  },
  [QUEUES.dashboard]: { retryLimit: 2, retryDelay: 60, retryBackoff: false },
  [QUEUES.forecastYear]: { retryLimit: 10, retryDelay: 60, retryBackoff: true },
  [QUEUES.idempotencyCleanup]: { retryLimit: 2, retryDelay: 60, retryBackoff: false },
  [QUEUES.surveyInvitations]: { retryLimit: 3, retryDelay: 300, retryBackoff: true },
};

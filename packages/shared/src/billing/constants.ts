/** Pay app status (spec 1 §3; DOMAIN "Pay apps"): Preparing → Pending → Approved → Invoiced → Paid. */
export const PAY_APP_STATUSES = ['Preparing', 'Pending', 'Approved', 'Invoiced', 'Paid'] as const;
export type TPayAppStatus = (typeof PAY_APP_STATUSES)[number];

/** Statuses the client has certified (or accounting took): the application is frozen. */
export const CERTIFIED_STATUSES: readonly TPayAppStatus[] = ['Approved', 'Invoiced', 'Paid'];
export const isCertified = (status: TPayAppStatus) => CERTIFIED_STATUSES.includes(status);

/** How an application was certified: the client's approval by link, or sent to accounting. */
export type TCertifiedBy = 'client' | 'accounting';

/** The notification group copied on pay app emails (spec 1 §9). */
export const PAY_APP_NOTIFICATION_GROUP = 'Pay App Notifications';

/** A rejection reason is at least this long (spec 3 §5). */
export const REJECTION_REASON_MIN = 5;
/** The longest rejection reason a client may write. */
export const REJECTION_REASON_MAX = 4000;

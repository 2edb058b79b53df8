import type { TContractStage } from '@n5/shared/contracts/constants';

/** A client or sub contract as the tables show it. */
export interface TContractRow {
  guid: string;
  companyId: number | null;
  companyName: string;
  type: string;
  stage: TContractStage;
  sent: boolean;
  description: string;
  days: number | null;
  retention: string;
  total: string;
  invoiced: string;
  paid: string;
  bidDate: string | null;
  sentDate: string | null;
  approvalDate: string | null;
  inclusions: Array<{ text: string }>;
  fileUrl: string | null;
  bidFileUrl?: string | null;
  viewUrl: string;
  /** The old-style public link (client contracts), shown with showv1=true. */
  oldViewUrl?: string;
  accounting: { status: string; error: string | null };
  /** Pushed to accounting without signature (still Pending): a repeat is the forced re-sync. */
  pushedUnsigned?: boolean;
  /** Client alternates: the Alternates form's sent flag. */
  alternateSent?: boolean;
}

export type TRowAction =
  | 'send'
  | 'upload'
  | 'uploadBid'
  | 'inclusions'
  | 'deactivate'
  | 'reactivate'
  | 'returnToPending'
  | 'pushWithoutSignature'
  | 'resync'
  | 'alternatesForm';

export interface TTotals {
  GrandTotal: string;
  InvoicedTotal: string;
  ReceivedTotal: string;
}

export type TAllowed = Partial<Record<TRowAction, boolean>>;

import { ALTERNATE_TEXTS } from '@n5/shared/contracts/alternates';
import type { TConfig } from '../../config/env';
import type { TDb, TDbOrTx } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { TEmailService } from '../email/index';
import { projectOfAlternateLink } from './queries';

/** What every alternate-approval use case is handed (email optional: tools build it without). */
export interface TAlternateApprovalDeps {
  db: TDb;
  config?: TConfig;
  email?: TEmailService;
  now?: () => Date;
}

/** How a chosen alternate was approved (client_contracts.approval_source). */
export const ALTERNATE_SELECTION_SOURCE = 'Alternate selection';

/** The project of the link's GUID, or 404: the link opens only its own project. */
export async function linkProjectOr404(tx: TDbOrTx, guid: string) {
  const projectId = await projectOfAlternateLink(tx, guid);
  if (projectId === null) throw notFound(ALTERNATE_TEXTS.notFound);
  return projectId;
}

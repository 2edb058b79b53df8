import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TEmailService } from '../email/index';

/** What the survey use cases are handed (app.ts): the database, the outbox and the settings. */
export interface TSurveysDeps {
  db: TDb;
  email: TEmailService;
  config: Pick<TConfig, 'SESSION_SECRET' | 'publicUrl' | 'COMPANY_NAME'>;
}

import type { TConfig } from '../../config/env';
import type { TDb } from '../../db/client';
import type { TEmailService } from '../email/index';

export interface TConditionTemplatesDeps {
  db: TDb;
  email: TEmailService;
  config: TConfig;
}

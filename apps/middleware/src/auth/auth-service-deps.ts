import type { Kysely } from 'kysely';

import type { AuthConfig } from '../config';
import type { Tables } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import type { RateLimiter } from './rate-limiter';
import type { SessionService } from './sessions.service';

/** What the account flows need. `background` runs work the answer must not wait for. */
export type AuthServiceDeps = {
  db: Kysely<Tables>;
  config: AuthConfig;
  /** The address users reach the web app at; links are built from it, never from Host. */
  publicUrl: string;
  mailer: Mailer;
  limiter: RateLimiter;
  sessions: SessionService;
  clock: () => Date;
  background: (task: () => Promise<void>) => void;
};

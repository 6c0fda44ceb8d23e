// The page balance and the utilities it counts (issue 13).
import type { Generated } from 'kysely';

import type { GeneratedTimestamp } from './columns';

/** One answered utility call, as the service host reported it (migration 0021, issue 13). */
export type UtilityUsesTable = {
  id: Generated<string>;
  user_id: string;
  tool: string;
  files: number;
  pages: number | null;
  duration_ms: number;
  used_at: GeneratedTimestamp;
};

/** What a row of the page ledger is for (migration 0021, issue 13). */
export type PageLedgerKind = 'opening' | 'granted' | 'extraction' | 'training' | 'example';

/** One change of a user's page balance, written with the work that made it. */
export type PageLedgerTable = {
  id: Generated<string>;
  user_id: string;
  kind: PageLedgerKind;
  reference_id: string | null;
  label: Generated<string>;
  pages: number;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

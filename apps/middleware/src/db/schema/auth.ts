// Accounts, sessions, API keys and the limits of sign-in.
import type { ColumnType, Generated } from 'kysely';

import type { GeneratedTimestamp, NullableTimestamp } from './columns';

export type UsersTable = {
  id: Generated<string>;
  email: string;
  name: string;
  lastname: string;
  belongs_to_company: boolean;
  company_id: string | null;
  password_digest: string;
  account_key_digest: string;
  language: ColumnType<'en' | 'sp', 'en' | 'sp' | undefined, 'en' | 'sp'>;
  balance_pages: Generated<number>;
  profile_index: Generated<number>;
  verified_at: NullableTimestamp;
  /** When the account's erasure is due (deleted, within its grace period); null otherwise. */
  erasure_due_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  updated_at: GeneratedTimestamp;
};

export type AccountLinkPurpose = 'verify' | 'reset' | 'oidc';

export type AccountLinksTable = {
  digest: string;
  user_id: string;
  purpose: AccountLinkPurpose;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
};

export type SessionRevocation = 'logout' | 'reuse' | 'reset';

export type SessionFamiliesTable = {
  id: Generated<string>;
  user_id: string;
  created_at: GeneratedTimestamp;
  revoked_at: NullableTimestamp;
  revoked_reason: SessionRevocation | null;
};

export type RefreshTokensTable = {
  digest: string;
  family_id: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
};

/** 0017: API keys; only the digest of a key is stored. */
export type ApiKeysTable = {
  id: Generated<string>;
  user_id: string;
  digest: string;
  name: string;
  scopes: string[];
  expires_at: NullableTimestamp;
  last_used_at: NullableTimestamp;
  created_at: GeneratedTimestamp;
  /** The key's first characters (migration 0026); null for keys made before. */
  hint: ColumnType<string | null, string | null | undefined, string | null>;
};

export type RateLimitsTable = {
  key: string;
  window_start: ColumnType<Date, Date | string, Date | string>;
  hits: number;
};

export type OidcStatesTable = {
  state_digest: string;
  code_verifier: string;
  nonce: string;
  language: 'en' | 'sp';
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: GeneratedTimestamp;
};

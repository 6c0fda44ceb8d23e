import { apiKeys } from './en/api-keys';
import { auth } from './en/auth';
import { chatbot } from './en/chatbot';
import { cli } from './en/cli';
import { common } from './en/common';
import { dashboard } from './en/dashboard';
import { dataProtection } from './en/data-protection';
import { errors } from './en/errors';
import { extractor } from './en/extractor';
import { files } from './en/files';
import { home } from './en/home';
import { integrations } from './en/integrations';
import { layout } from './en/layout';
import { maintenance } from './en/maintenance';
import { manual } from './en/manual';
import { notFound } from './en/not-found';
import { notices } from './en/notices';
import { pages } from './en/pages';
import { profile } from './en/profile';
import { shell } from './en/shell';
import { terms } from './en/terms';
import { utils } from './en/utils';
import { validation } from './en/validation';
import { webhooks } from './en/webhooks';

/**
 * English messages: the source of truth for every user-visible text (STYLE.md §5). Nested by
 * feature namespace, keys lowerCamel and sorted, addressed by dotted path (`errors.sessionExpired`),
 * placeholders written `{{name}}` (SPEC §1). `sp.ts` must have exactly the same shape.
 *
 * Each namespace lives in its own file under `en/`; this module only composes them, in key order.
 */
export const en = {
  apiKeys,
  auth,
  chatbot,
  cli,
  common,
  dashboard,
  dataProtection,
  errors,
  extractor,
  files,
  home,
  integrations,
  layout,
  maintenance,
  manual,
  notFound,
  notices,
  pages,
  profile,
  shell,
  terms,
  utils,
  validation,
  webhooks,
} as const;

/**
 * Turns every string literal of a resource tree into `string`, keeping the tree's shape. Where
 * English has a plural message (`files_one`, `files_other`), a language may also have the forms
 * its own plural rules need (Spanish `files_many`); i18n.test.ts checks each has them all.
 */
type Widen<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]>;
} & {
  readonly [
    K in keyof T & string as K extends `${infer Base}_other`
      ? `${Base}_${Exclude<Intl.LDMLPluralRule, 'one' | 'other'>}`
      : never
  ]?: string;
};

/**
 * The shape every language must have: `en`'s keys with any wording. Typing a language as
 * `Messages` makes a missing or extra key a compile error (STYLE.md §5).
 */
export type Messages = Widen<typeof en>;

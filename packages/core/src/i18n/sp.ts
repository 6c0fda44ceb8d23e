import type { Messages } from './en';
import { apiKeys } from './sp/api-keys';
import { auth } from './sp/auth';
import { chatbot } from './sp/chatbot';
import { cli } from './sp/cli';
import { common } from './sp/common';
import { dashboard } from './sp/dashboard';
import { dataProtection } from './sp/data-protection';
import { errors } from './sp/errors';
import { extractor } from './sp/extractor';
import { files } from './sp/files';
import { home } from './sp/home';
import { integrations } from './sp/integrations';
import { layout } from './sp/layout';
import { maintenance } from './sp/maintenance';
import { manual } from './sp/manual';
import { notFound } from './sp/not-found';
import { notices } from './sp/notices';
import { pages } from './sp/pages';
import { profile } from './sp/profile';
import { shell } from './sp/shell';
import { terms } from './sp/terms';
import { utils } from './sp/utils';
import { validation } from './sp/validation';
import { webhooks } from './sp/webhooks';

/**
 * Spanish messages (code `sp`, SPEC §1), the default language of Folio (DECISIONS.md "Language").
 * Typed as `Messages`, so a key missing or left over against `en.ts` fails typecheck. Wording the
 * spec gives in Spanish is used as given (SPEC §4 'Sesión expirada', §8 token decode failure).
 *
 * Each namespace lives in its own file under `sp/`, typed `Messages['<namespace>']`; this module
 * only composes them, in key order.
 */
export const sp: Messages = {
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
};

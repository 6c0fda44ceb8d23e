import { apiKeysRoutes } from './api-keys/api-keys.routes';
import type { AppContext } from './app-context';
import { authRoutes } from './auth/auth.routes';
import { oidcRoutes } from './auth/oidc.routes';
import { chatbotRoutes } from './chatbot/chatbot.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { docdbRoutes } from './docdb/docdb.routes';
import { extractorRoutes } from './extractor/extractor.routes';
import { integrationsRoutes } from './integrations/integrations.routes';
import type { MiddlewareHandlers } from './middleware-handlers';
import { profileRoutes } from './profile/profile.routes';
import { storageRoutes } from './storage/storage.routes';
import { systemRoutes } from './system/system.routes';
import { webhooksRoutes } from './webhooks/webhooks.routes';

/**
 * Every handler of the middleware, keyed by the operationIds of `openapi/middleware.yaml`; the
 * type makes an operation without a handler, or a handler without an operation, fail typecheck.
 * Each feature's routes take the feature as app.ts built it; none builds its own.
 */
export function middlewareRoutes(context: AppContext): MiddlewareHandlers {
  return {
    ...systemRoutes(context.config),
    ...authRoutes(context.auth, context.config),
    ...oidcRoutes(context.auth.oidc, context.config.publicUrl),
    ...apiKeysRoutes(context.apiKeys),
    ...storageRoutes(context.storage),
    ...extractorRoutes(context.extractor),
    ...docdbRoutes(context.docdb),
    ...chatbotRoutes(context.chatbot),
    ...dashboardRoutes(context.dashboard),
    ...profileRoutes(context.profile),
    ...integrationsRoutes(context.integrations),
    ...webhooksRoutes(context.webhooks),
  };
}

import { languageFromAcceptLanguage, translate, type Language } from '@folio/core';
import { contentDisposition, requireAuth } from '@folio/server';
import type { FastifyRequest } from 'fastify';

import { formatUtcInstant } from '../mail/utc-instant';
import type { MiddlewareHandlers } from '../middleware-handlers';
import type { ProfileFeature } from './profile.feature';

/** The `profile` operations of `openapi/middleware.yaml`. */
type ProfileHandlers = Pick<
  MiddlewareHandlers,
  | 'getProfile'
  | 'getBalanceHistory'
  | 'changePassword'
  | 'signOutEverywhere'
  | 'exportMyData'
  | 'deleteAccount'
>;

const languageOf = (request: FastifyRequest): Language =>
  languageFromAcceptLanguage(request.headers['accept-language']);

/** The export's download name. */
export const DATA_EXPORT_FILE_NAME = 'folio-data.zip';

/**
 * The profile operations (tag `profile`, issue 13). Each acts for the token's subject; none takes
 * a user context, so none can name another user. Confirmations are core's `profile.answers.*`
 * messages in the caller's language.
 */
export function profileRoutes(profile: ProfileFeature): ProfileHandlers {
  const { service } = profile;
  const auth = profile.auth.service;
  return {
    getProfile: async (request) => {
      const account = await service.read(requireAuth(request).username);
      return {
        email: account.email,
        name: account.name,
        lastname: account.lastname,
        belongsToCompany: account.belongsToCompany,
        companyId: account.companyId,
        language: account.language,
        idx: account.profileIndex,
        balancePages: account.balancePages,
        createdAt: account.createdAt.toISOString(),
        verifiedAt: account.verifiedAt?.toISOString() ?? null,
      };
    },

    getBalanceHistory: async (request) => {
      const history = await service.balanceHistory(requireAuth(request).username);
      return {
        balancePages: history.balancePages,
        entries: history.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
      };
    },

    changePassword: async (request) => {
      const { username, familyId } = requireAuth(request);
      const { body } = request;
      await auth.changePassword({
        username,
        familyId,
        currentPassword: body.currentPassword,
        newPassword: body.newPassword,
        // The web checks the confirmation on screen; an API client need not repeat it.
        confirmPassword: body.confirmPassword ?? body.newPassword,
      });
      return { message: translate(languageOf(request), 'profile.answers.passwordChanged') };
    },

    signOutEverywhere: async (request) => {
      await auth.signOutEverywhere(requireAuth(request).username);
      return { message: translate(languageOf(request), 'profile.answers.signedOutEverywhere') };
    },

    exportMyData: async (request, reply) => {
      const stream = await service.exportData(requireAuth(request).username);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', contentDisposition(DATA_EXPORT_FILE_NAME))
        .header('cache-control', 'no-store')
        .send(stream);
    },

    deleteAccount: async (request) => {
      const dueAt = await service.deleteAccount(
        requireAuth(request).username,
        request.body.password,
      );
      const language = languageOf(request);
      return {
        message: translate(language, 'profile.answers.accountDeletionScheduled', {
          date: formatUtcInstant(language, dueAt),
        }),
      };
    },
  };
}

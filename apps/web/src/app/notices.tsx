import { DEFAULT_LANGUAGE, isLanguage, isSessionEndingError } from '@folio/core';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { NoticesContext, type Notices } from '../components/notices/notices-context';
import { errorText } from '../lib/error-message';
import type { Notifier } from '../lib/notifier';

import { SessionActor } from './actors';

/**
 * Provides `useNotices()`: errors and successes as toasts through the app's notifier, and
 * session-ending errors to the session actor (STYLE.md §4, SPEC §4 "A 401 or 403 answer...").
 */
export function NoticesProvider({
  notifier,
  children,
}: {
  notifier: Notifier;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const sessionRef = SessionActor.useActorRef();
  const notices = useMemo<Notices>(
    () => ({
      notifyError(error, fallbackKey) {
        if (isSessionEndingError(error) && sessionRef.getSnapshot().matches('signedIn')) {
          sessionRef.send({ type: 'session.expired' });
          return;
        }
        const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
        notifier.show({ severity: 'error', detail: errorText(error, language, t(fallbackKey)) });
      },
      notifySuccess(detail) {
        notifier.show({ severity: 'success', detail });
      },
    }),
    [notifier, sessionRef, t, i18n],
  );
  return <NoticesContext value={notices}>{children}</NoticesContext>;
}

import { createContext, useContext } from 'react';

import type { PlainMessageKey } from '../../lib/i18n';

/** How screens tell the user what happened (STYLE.md §4). */
export type Notices = {
  /**
   * Shows a failed call as an error toast: the catalogue's message for the error's code in the
   * user's language, the server's message for an unknown code, else `fallbackKey`'s message
   * (SPEC §8). An error that ends the session (401, 403, SESSION_EXPIRED, UNAUTHORIZED) is
   * handed to the session machine instead, which shows 'Sesión expirada' and goes to /login.
   */
  notifyError: (error: unknown, fallbackKey: PlainMessageKey) => void;
  /** Shows a success toast with an already translated text. */
  notifySuccess: (detail: string) => void;
};

/** Filled by `app/providers.tsx`. */
export const NoticesContext = createContext<Notices | null>(null);

/** The app's notices. Throws outside the providers, which is a wiring bug. */
export function useNotices(): Notices {
  const notices = useContext(NoticesContext);
  if (!notices) {
    throw new Error('useNotices() needs the app providers above it');
  }
  return notices;
}

import type { i18n as I18n } from 'i18next';
import { PrimeReactProvider } from 'primereact/api';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

import { SystemGate } from '../features/system/components/system-gate';
import { createI18n } from '../lib/i18n';
import { createAppSdk, SdkContext, type AppSdk, type AppSdkOptions } from '../lib/sdk';

/** The browser router or, in tests, a memory router: both have this type. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's long-lived services, created once before the first render. */
export type AppServices = { i18n: I18n; sdk: AppSdk };

export type AppServicesOptions = {
  /** The page's origin; the API is at `<origin>/api`. */
  origin: string;
  /** The language stored from an earlier visit, if any. */
  storedLanguage?: string | null;
  /** The browser's language (`navigator.language`). */
  browserLanguage?: string | null;
  /** Tests inject a fake server here. */
  fetch?: AppSdkOptions['fetch'];
};

/**
 * Creates i18next over core's messages in the language the rule picks (stored, browser, else
 * Spanish), and the one SDK of the app, which sends that language to the servers.
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const i18n = createI18n({ stored: options.storedLanguage, browser: options.browserLanguage });
  const sdk = createAppSdk({
    origin: options.origin,
    language: () => i18n.language,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { i18n, sdk };
}

/**
 * Everything around the screens: PrimeReact, i18next, the SDK, then the system gate (loading,
 * maintenance, public config) and only then the router, so maintenance replaces the whole app.
 */
export function AppProviders({ i18n, sdk, router }: AppServices & { router: AppRouter }) {
  return (
    <PrimeReactProvider>
      <I18nextProvider i18n={i18n}>
        <SdkContext value={sdk}>
          <SystemGate>
            <RouterProvider router={router} />
          </SystemGate>
        </SdkContext>
      </I18nextProvider>
    </PrimeReactProvider>
  );
}

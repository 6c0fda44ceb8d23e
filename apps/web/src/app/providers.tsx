import type { i18n as I18n } from 'i18next';
import { PrimeReactProvider } from 'primereact/api';
import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider, type createBrowserRouter } from 'react-router-dom';

import { AssetGate } from '../components/asset-gate';
import { NoticeToasts } from '../components/notices/notice-toasts';
import { bindPrimeReactLocale } from '../components/primereact-locale';
import { SystemGate } from '../features/system/components/system-gate';
import { preloadAssets } from '../lib/assets';
import { createI18n } from '../lib/i18n';
import { createNotifier, type Notifier } from '../lib/notifier';
import { createAppSdk, SdkContext, type AppSdk, type AppSdkOptions } from '../lib/sdk';
import { createBrowserSession, usernameFromToken, type BrowserSession } from '../lib/session';

import { browserHealthMachine, HealthActor, RootActors, type SessionDeps } from './actors';
import { NoticesProvider } from './notices';

/** The browser router or, in tests, a memory router: both have this type. */
export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The app's long-lived services, created once before the first render. */
export type AppServices = {
  i18n: I18n;
  sdk: AppSdk;
  session: BrowserSession;
  notifier: Notifier;
  /** Resolves when styles and icons are ready; the app loading screen shows until then. */
  preloadAssets: () => Promise<void>;
};

export type AppServicesOptions = {
  /** The page's origin; the API is at `<origin>/api`. */
  origin: string;
  /** The language stored from an earlier visit, if any. */
  storedLanguage?: string | null;
  /** The browser's language (`navigator.language`). */
  browserLanguage?: string | null;
  /** Tests inject a fake server here. */
  fetch?: AppSdkOptions['fetch'];
  /** Tests skip the asset preload (jsdom loads no styles or fonts). */
  preloadAssets?: () => Promise<void>;
};

/**
 * Creates i18next over core's messages in the language the rule picks (stored, browser, else
 * Spanish), the browser session, and the one SDK of the app, which sends that language to the
 * servers and authenticates calls with the stored session (one shared refresh on a 401).
 */
export function createAppServices(options: AppServicesOptions): AppServices {
  const i18n = createI18n({ stored: options.storedLanguage, browser: options.browserLanguage });
  // Before any PrimeReact component mounts in the interface's language, that language must be
  // one of PrimeReact's locales (its provider below starts in it).
  bindPrimeReactLocale(i18n);
  const session = createBrowserSession(() => sdk.auth);
  const sdk = createAppSdk({
    origin: options.origin,
    language: () => i18n.language,
    session: {
      getAccessToken: () => session.accessToken(),
      refresh: async () => (await session.refresh()).access_token,
    },
    username: () => usernameFromToken(session.accessToken() ?? '') ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return {
    i18n,
    sdk,
    session,
    notifier: createNotifier(),
    preloadAssets: options.preloadAssets ?? (() => preloadAssets()),
  };
}

/**
 * Everything around the screens: PrimeReact, i18next, the SDK, the toasts, the app loading
 * screen, the health gate (maintenance replaces the whole app), then the session and terms actors,
 * the notices and only then the router.
 */
export function AppProviders({ router, ...services }: AppServices & { router: AppRouter }) {
  const { i18n, sdk, session, notifier } = services;
  const healthLogic = useMemo(() => browserHealthMachine(sdk), [sdk]);
  const deps = useMemo<SessionDeps>(
    () => ({
      session,
      sdk,
      notifier,
      i18n,
      navigation: {
        pathname: () => router.state.location.pathname,
        replace: (path) => void router.navigate(path, { replace: true }),
      },
    }),
    [session, sdk, notifier, i18n, router],
  );
  return (
    // PrimeReact's provider sets its locale once mounted: it starts in the interface's language,
    // which bindPrimeReactLocale (createAppServices) keeps in step afterwards.
    <PrimeReactProvider value={{ locale: i18n.language }}>
      <I18nextProvider i18n={i18n}>
        <SdkContext value={sdk}>
          <NoticeToasts notifier={notifier} />
          <AssetGate preload={services.preloadAssets}>
            <HealthActor.Provider logic={healthLogic}>
              <SystemGate>
                <RootActors deps={deps}>
                  <NoticesProvider notifier={notifier}>
                    <RouterProvider router={router} />
                  </NoticesProvider>
                </RootActors>
              </SystemGate>
            </HealthActor.Provider>
          </AssetGate>
        </SdkContext>
      </I18nextProvider>
    </PrimeReactProvider>
  );
}

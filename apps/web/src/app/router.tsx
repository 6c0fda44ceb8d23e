import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { LoadingScreen } from '../components/loading-screen';
import { DemoBlocker } from '../features/system/components/demo-blocker';

import { HomeRedirect, RedirectSignedIn, RequireSession } from './guards';
import { paths } from './paths';

/** A route whose screen is its own lazy chunk, fetched the first time it opens. */
function screen(path: string, load: () => Promise<ComponentType>): RouteObject {
  return { path, lazy: async () => ({ Component: await load() }) };
}

/** The public screens (SPEC §2), in the public frame: language switch and footer. */
const publicRoutes: RouteObject[] = [
  {
    Component: RedirectSignedIn,
    children: [
      screen(paths.login, async () => (await import('../features/auth/login-page')).LoginPage),
    ],
  },
  screen(paths.register, async () => (await import('../features/auth/register-page')).RegisterPage),
  screen(
    paths.forgotPassword,
    async () => (await import('../features/auth/forgot-password-page')).ForgotPasswordPage,
  ),
  screen(
    paths.resetPassword,
    async () => (await import('../features/auth/reset-password-page')).ResetPasswordPage,
  ),
  screen(
    paths.verifyAccount,
    async () => (await import('../features/auth/verify-account-page')).VerifyAccountPage,
  ),
  screen(
    paths.dataProtection,
    async () => (await import('../features/auth/data-protection-page')).DataProtectionPage,
  ),
];

/** The signed-in screens (SPEC §2), inside the shell; the two creation screens behind the demo blocker. */
const signedInRoutes: RouteObject[] = [
  screen(
    paths.dashboard,
    async () => (await import('../features/dashboard/dashboard-page')).DashboardPage,
  ),
  screen(paths.profile, async () => (await import('./profile-screen')).ProfileScreen),
  screen(paths.files, async () => (await import('./files-screen')).FilesScreen),
  screen(paths.cloudImport, async () => (await import('./cloud-import-screen')).CloudImportScreen),
  screen(
    paths.extractor,
    async () => (await import('../features/extractor/configurations-page')).ConfigurationsPage,
  ),
  {
    element: <DemoBlocker feature="createConfiguration" />,
    children: [
      screen(
        paths.extractorNew,
        async () =>
          (await import('../features/extractor/new-configuration-page')).NewConfigurationPage,
      ),
    ],
  },
  screen(
    paths.extractorRun,
    async () => (await import('../features/extractor/run-configuration-page')).RunConfigurationPage,
  ),
  screen(paths.extractorResults, async () => (await import('./results-screen')).ResultsScreen),
  screen(
    paths.extractorLastConfigs,
    async () =>
      (await import('../features/extractor/last-configurations-page')).LastConfigurationsPage,
  ),
  screen(paths.extractorVerify, async () => (await import('./verify-screen')).VerifyScreen),
  screen(paths.chatbot, async () => (await import('../features/chatbot/topics-page')).TopicsPage),
  {
    element: <DemoBlocker feature="createTopic" />,
    children: [
      screen(
        paths.chatbotNewTopic,
        async () => (await import('../features/chatbot/new-topic-page')).NewTopicPage,
      ),
    ],
  },
  screen(
    paths.chatbotRunTopic,
    async () => (await import('./chatbot-conversation-screen')).ChatbotConversationScreen,
  ),
  screen(paths.utils, async () => (await import('../features/utils/utils-page')).UtilsPage),
];

/**
 * The app's routes (SPEC §2). Each screen is a lazy chunk, so the first load fetches only the
 * screen it opens; 'Loading...' shows while a chunk arrives. Signed-in screens sit behind the
 * session guard, which sends signed-out visitors to /login.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    children: [
      { path: paths.home, Component: HomeRedirect },
      {
        lazy: async () => ({
          Component: (await import('../components/layout/public-layout')).PublicLayout,
        }),
        children: publicRoutes,
      },
      {
        Component: RequireSession,
        children: [
          {
            lazy: async () => ({ Component: (await import('./signed-in-layout')).SignedInLayout }),
            children: signedInRoutes,
          },
        ],
      },
      screen(
        paths.notFound,
        async () => (await import('../features/system/not-found-page')).NotFoundPage,
      ),
    ],
  },
];

/** The router of the running app, on the browser's history. Tests use a memory router instead. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

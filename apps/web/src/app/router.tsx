import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import { LoadingScreen } from '../components/loading-screen';

import { paths } from './paths';

/**
 * The app's routes. Each screen is a lazy chunk, so the first load fetches only the screen it
 * opens; the loading screen shows while that chunk arrives.
 */
export const routes: RouteObject[] = [
  {
    HydrateFallback: LoadingScreen,
    children: [
      {
        path: paths.home,
        lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
      },
      {
        path: paths.notFound,
        lazy: async () => ({
          Component: (await import('../features/system/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

/** The router of the running app, on the browser's history. Tests use a memory router instead. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

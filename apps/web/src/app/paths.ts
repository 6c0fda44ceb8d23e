import { matchPath } from 'react-router-dom';

/**
 * Every URL of the web app, in one place (STYLE.md §2): routes, links and redirects use these,
 * never a literal path (SPEC §2 "Screens and routes").
 */
export const paths = {
  home: '/',
  // Public routes (SPEC §2)
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyAccount: '/verify-account',
  dataProtection: '/data-protection',
  // Signed-in routes (SPEC §2)
  dashboard: '/dashboard',
  profile: '/profile',
  files: '/files',
  /** Import from a cloud service (issue 14); SPEC §2 does not show the path. */
  cloudImport: '/files/import/:provider',
  extractor: '/extractor',
  extractorNew: '/extractor/new',
  extractorRun: '/extractor/run/:configuracion',
  extractorResults: '/extractor/results/:configuracion',
  extractorLastConfigs: '/extractor/last-configs',
  extractorVerify: '/extractor/:id',
  chatbot: '/chatbot',
  chatbotNewTopic: '/chatbot/new-topic',
  chatbotRunTopic: '/chatbot/run-topic/:id',
  utils: '/utils',
  /** Any path without a screen. */
  notFound: '*',
} as const;

/** The routes a signed-out visitor is sent away from, to /login (SPEC §2). */
export const SIGNED_IN_PATHS: readonly string[] = [
  paths.dashboard,
  paths.profile,
  paths.files,
  paths.cloudImport,
  paths.extractor,
  paths.extractorNew,
  paths.extractorRun,
  paths.extractorResults,
  paths.extractorLastConfigs,
  paths.extractorVerify,
  paths.chatbot,
  paths.chatbotNewTopic,
  paths.chatbotRunTopic,
  paths.utils,
];

/** True when `pathname` is a signed-in screen (public screens and unknown paths are not). */
export function isSignedInPath(pathname: string): boolean {
  return SIGNED_IN_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
}

/** The import screen of a cloud service, landing in `folder` when given. */
export const cloudImportPath = (provider: string, folder?: string) =>
  `/files/import/${encodeURIComponent(provider)}${folder ? `?folder=${encodeURIComponent(folder)}` : ''}`;

/** The run screen of a configuration; with `runId`, watching that run (`?run=`). */
export const extractorRunPath = (configuration: string, runId?: string) =>
  `/extractor/run/${encodeURIComponent(configuration)}${runId ? `?run=${encodeURIComponent(runId)}` : ''}`;

/** The results screen of a configuration. */
export const extractorResultsPath = (configuration: string) =>
  `/extractor/results/${encodeURIComponent(configuration)}`;

/** The verify screen of a file. */
export const extractorVerifyPath = (id: string) => `/extractor/${encodeURIComponent(id)}`;

/** The conversation screen of a topic. */
export const chatbotRunTopicPath = (id: string) => `/chatbot/run-topic/${encodeURIComponent(id)}`;

/** English `pages` messages, one namespace of `en` (../en.ts). */
export const pages = {
  dashboard: {
    title: 'Dashboard',
  },
  featureBlocked: {
    description:
      'This feature is not available in the demo version. Go back or continue from the dashboard.',
    goBack: 'Go back',
    title: 'Feature not available',
  },
  utils: {
    title: 'Utilities',
  },
} as const;

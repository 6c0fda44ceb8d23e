/** English `pages` messages, one namespace of `en` (../en.ts). */
export const pages = {
  dashboard: {
    description:
      'A summary of your activity will be here: documents processed, extractions, conversations and files, by day, week, month or year.',
    title: 'Dashboard',
  },
  featureBlocked: {
    description:
      'This feature is not available in the demo version. Go back or continue from the dashboard.',
    goBack: 'Go back',
    title: 'Feature not available',
  },
  profile: {
    description: 'Your account details and your profile picture will be here.',
    title: 'Profile',
  },
  utils: {
    description:
      'Document utilities will be here: PDF to ZIP, images to PDF, split and combine PDFs, split Word and Excel files, and conversions to PDF.',
    title: 'Utilities',
  },
} as const;

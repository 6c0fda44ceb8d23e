/** English `common` messages, one namespace of `en` (../en.ts). */
export const common = {
  appName: 'Folio',
  back: 'Back',
  cancel: 'Cancel',
  check: 'Check',
  close: 'Close',
  delete: 'Delete',
  download: 'Download',
  edit: 'Edit',
  goToDashboard: 'Go to dashboard',
  language: 'Language',
  languages: {
    en: 'English',
    sp: 'Spanish',
  },
  loading: 'Loading...',
  no: 'No',
  retry: 'Try again',
  save: 'Save',
  upload: 'Upload',
  yes: 'Yes',
} as const;

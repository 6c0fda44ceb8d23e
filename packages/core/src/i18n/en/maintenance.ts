/** English `maintenance` messages, one namespace of `en` (../en.ts). */
export const maintenance = {
  description1: 'Folio is temporarily unavailable while we carry out maintenance work.',
  description2:
    'This page checks the service regularly and will show the application again as soon as it is back.',
  description3: 'If the problem persists, please contact the support team.',
  title: 'We are carrying out maintenance',
} as const;

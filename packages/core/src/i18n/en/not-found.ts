/** English `notFound` messages, one namespace of `en` (../en.ts). */
export const notFound = {
  goHome: 'Go to the home page',
  title: 'Page not found',
} as const;

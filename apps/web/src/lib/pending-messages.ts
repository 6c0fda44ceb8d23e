/**
 * Messages the web needs that `@folio/core` does not have yet. TODO(platform): move these keys
 * into packages/core/src/i18n/en.ts and sp.ts (sorted, same shape), then delete this file and its
 * merge in `i18n.ts`. Kept out of components so they still hold no user-visible literals.
 */
export const pendingMessages = {
  en: {
    common: { language: 'Language' },
    home: { serverVersion: 'Server version {{version}}' },
    notFound: { goHome: 'Go to the home page', title: 'Page not found' },
  },
  sp: {
    common: { language: 'Idioma' },
    home: { serverVersion: 'Versión del servidor {{version}}' },
    notFound: { goHome: 'Ir a la página de inicio', title: 'Página no encontrada' },
  },
} as const;

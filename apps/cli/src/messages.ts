import type { Language, MessageParams } from '@folio/core';

/**
 * The CLI's own texts, waiting to move into `@folio/core`'s `en.ts` / `sp.ts` under a `cli`
 * namespace (keys here are the dotted paths they will have there). Until then they live in this
 * one file, so the move is a cut and paste plus swapping `say` for core's `translate`.
 */
const en = {
  'cli.description': 'Folio from the terminal',
  'cli.errors.invalidUrl': 'Not a valid URL: {{url}}',
  'cli.errors.unexpected': 'Unexpected error: {{message}} (set FOLIO_DEBUG=1 for details)',
  'cli.health.checking': 'Checking the Folio hosts...',
  'cli.health.description': 'Check that the middleware and service hosts answer',
  'cli.health.hostFailed': '{{host}} ({{url}}): {{message}}',
  'cli.health.hostOk': '{{host}}: ok (version {{version}})',
  'cli.health.notFolio': 'The address answered, but not as a Folio host. Check the URL.',
  'cli.hosts.middleware': 'Middleware',
  'cli.hosts.service': 'Service',
  'cli.options.help': 'Show help for a command',
  'cli.options.json': 'Print machine-readable JSON on stdout (for scripts)',
  'cli.options.lang': 'Language of the messages: en or sp',
  'cli.options.middlewareUrl': 'Base URL of the middleware host',
  'cli.options.serviceUrl': 'Base URL of the service host',
  'cli.options.version': 'Print the version of folio',
} as const;

/** The key of a CLI text. */
export type CliMessageKey = keyof typeof en;

const sp: Record<CliMessageKey, string> = {
  'cli.description': 'Folio desde la terminal',
  'cli.errors.invalidUrl': 'No es una URL válida: {{url}}',
  'cli.errors.unexpected': 'Error inesperado: {{message}} (defina FOLIO_DEBUG=1 para ver detalles)',
  'cli.health.checking': 'Comprobando los servidores de Folio...',
  'cli.health.description': 'Comprueba que los servidores middleware y service responden',
  'cli.health.hostFailed': '{{host}} ({{url}}): {{message}}',
  'cli.health.hostOk': '{{host}}: disponible (versión {{version}})',
  'cli.health.notFolio':
    'La dirección respondió, pero no como un servidor de Folio. Compruebe la URL.',
  'cli.hosts.middleware': 'Middleware',
  'cli.hosts.service': 'Servicio',
  'cli.options.help': 'Muestra la ayuda de un comando',
  'cli.options.json': 'Imprime JSON legible por máquinas en stdout (para scripts)',
  'cli.options.lang': 'Idioma de los mensajes: en o sp',
  'cli.options.middlewareUrl': 'URL base del servidor middleware',
  'cli.options.serviceUrl': 'URL base del servidor service',
  'cli.options.version': 'Muestra la versión de folio',
};

const messages: Record<Language, Record<CliMessageKey, string>> = { en, sp };

/** A CLI text in a language, its `{{name}}` placeholders filled (the same syntax as core's). */
export function say(language: Language, key: CliMessageKey, params: MessageParams = {}): string {
  return messages[language][key].replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = params[name];
    return value === undefined ? placeholder : String(value);
  });
}

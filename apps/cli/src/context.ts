import type { Language } from '@folio/core';
import { createFolioClients, type FolioClients } from '@folio/sdk';

import { createOutput, type Output, type Streams } from './output';

/** The global options every command sees, after flags, environment and defaults are merged. */
export type GlobalOptions = {
  middlewareUrl: string;
  serviceUrl: string;
  /** Absent when the flag is not given. */
  json?: boolean;
  lang: Language;
};

/** Everything a command's action needs; tests build it with an injected fetch. */
export type CommandContext = {
  clients: FolioClients;
  urls: { middleware: string; service: string };
  language: Language;
  isDebug: boolean;
  output: Output;
};

/** Builds a command's context from the global options. */
export function createCommandContext(
  options: GlobalOptions,
  {
    streams,
    isDebug,
    fetch,
  }: { streams: Streams; isDebug: boolean; fetch?: (request: Request) => Promise<Response> },
): CommandContext {
  const language = options.lang;
  return {
    clients: createFolioClients({
      middlewareUrl: options.middlewareUrl,
      serviceUrl: options.serviceUrl,
      language: () => language,
      ...(fetch ? { fetch } : {}),
    }),
    urls: { middleware: options.middlewareUrl, service: options.serviceUrl },
    language,
    isDebug,
    output: createOutput(streams, { json: options.json === true }),
  };
}

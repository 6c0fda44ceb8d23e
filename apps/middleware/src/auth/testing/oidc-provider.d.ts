// oidc-provider ships no types and @types/oidc-provider is not a dependency; this declares the
// part the OpenID sign-in test uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  type Claims = Record<string, unknown>;
  type Account = { accountId: string; claims: () => Promise<Claims> };
  type Configuration = Record<string, unknown> & {
    findAccount?: (context: unknown, id: string) => Promise<Account | undefined>;
  };
  type InteractionDetails = {
    prompt: { name: string };
    params: Record<string, unknown>;
    session?: { accountId?: string };
  };
  class Grant {
    constructor(options: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(
      request: IncomingMessage,
      response: ServerResponse,
    ): Promise<InteractionDetails>;
    interactionFinished(
      request: IncomingMessage,
      response: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: typeof Grant;
  }
}

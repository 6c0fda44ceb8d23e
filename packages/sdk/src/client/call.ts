import type { FolioClients } from '../clients';
import { FolioError, toFolioError } from '../errors';
import type { SessionHandler } from '../session-middleware';
import type { UserContext } from '../user-context';

import type { Clock } from './retrying-fetch';

/** What every call of the client takes: a way to cancel it, and how long it may take. */
export type CallOptions = {
  /** Aborting rejects the call with the signal's reason (an AbortError), not a FolioError. */
  signal?: AbortSignal;
  /**
   * Past this many ms the call is abandoned and fails with NETWORK_ERROR (`detail.timeoutMs`).
   * Defaults to the client's `timeoutMs`; transfers of files default to none.
   */
  timeoutMs?: number;
};

/** What the resources share: the clients with the session, the user and the defaults. */
export type ClientContext = {
  clients: FolioClients;
  /** The signed-in user's context (SPEC §3), filled into every query and `json_data`. */
  user(): UserContext;
  /** The timeout of a call that names none; undefined for no limit. */
  timeoutMs: number | undefined;
  clock: Clock;
  /** The middleware's base URL. */
  url: string;
  /** The session the clients carry, for transports outside them (tus uploads); none anonymous. */
  session?: SessionHandler | undefined;
};

/**
 * Runs one call with the caller's signal and a timeout joined into the signal it sends: an abort
 * stays an abort, a timeout becomes NETWORK_ERROR, anything else the FolioError it maps to.
 * `timeoutMs` null means the call has no default limit (a transfer of a large file).
 */
export async function runCall<T>(
  context: Pick<ClientContext, 'timeoutMs'>,
  options: CallOptions | undefined,
  send: (signal: AbortSignal | undefined) => Promise<T>,
  defaultTimeoutMs: number | null = context.timeoutMs ?? null,
): Promise<T> {
  const timeoutMs = options?.timeoutMs ?? defaultTimeoutMs;
  const timeout = timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs);
  const signals = [options?.signal, timeout].filter((item) => item !== undefined);
  // No signal at all when there is nothing to join: an app may run on a DOM whose AbortSignal is
  // not the fetch's own (jsdom's in the web's tests), and a call that cannot be cut needs none.
  const signal = signals.length <= 1 ? signals[0] : AbortSignal.any(signals);
  try {
    return await send(signal);
  } catch (error) {
    if (timeout?.aborted && !options?.signal?.aborted) {
      throw new FolioError('NETWORK_ERROR', `No answer within ${String(timeoutMs)} ms`, {
        detail: { timeoutMs },
        cause: error,
      });
    }
    throw toFolioError(error);
  }
}

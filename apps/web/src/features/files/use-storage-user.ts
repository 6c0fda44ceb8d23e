import { SessionActor } from '../../app/actors';
import { usernameFromToken } from '../../lib/session';

/**
 * The signed-in user's name, as storage calls send it (`user`, the token's subject; SPEC §3 user
 * context). The files screen is only shown signed in, so it is there; '' otherwise.
 */
export function useStorageUser(): string {
  const token = SessionActor.useSelector((snapshot) => snapshot.context.session?.access_token);
  return (token ? usernameFromToken(token) : undefined) ?? '';
}

import { SessionActor } from '../../app/actors';
import { usernameFromToken } from '../../lib/session';

/**
 * The signed-in user's name, as the dashboard's call sends it (`user`, the token's subject; SPEC §3
 * user context). The dashboard is only shown signed in, so it is there; '' otherwise.
 */
export function useDashboardUser(): string {
  const token = SessionActor.useSelector((snapshot) => snapshot.context.session?.access_token);
  return (token ? usernameFromToken(token) : undefined) ?? '';
}

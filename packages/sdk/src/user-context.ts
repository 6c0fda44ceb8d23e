/**
 * The user context sent with almost every call (SPEC §3). The server checks it, never trusts it:
 * `user` must be the token's subject and `empresa` must be `demo` (DECISIONS.md).
 */
export type UserContext = {
  user: string;
  empresa: typeof COMPANY;
  aplicacion: typeof APPLICATION;
  modelo: typeof MODEL;
};

/** SPEC §9: the company is fixed. */
export const COMPANY = 'demo';
/** SPEC §9: the application name sent with every call. */
export const APPLICATION = 'manager_extractor';
/** SPEC §9: the model name sent with every call. */
export const MODEL = 'global_manager_extractor';

/** The user context of the signed-in user, whose username is the access token's subject. */
export function userContext(username: string): UserContext {
  return { user: username, empresa: COMPANY, aplicacion: APPLICATION, modelo: MODEL };
}

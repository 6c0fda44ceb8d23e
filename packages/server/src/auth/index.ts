/** Access tokens as both hosts check them: the EdDSA policy, bearer handling, the user context. */
export { ACCESS_TOKEN_POLICY, createAccessTokenVerifier } from './access-token';
export type { AccessTokenPolicy, AuthenticatedUser, VerifySignature } from './access-token';
export { bearerSecurityHandler, readBearerToken, requireAuth } from './bearer';
export type { SecurityHandler } from './bearer';
export { API_KEY_PREFIX, assertApiKeyScopes, isApiKeyToken } from './api-key';
export { assertUserContext } from './user-context';
export type { ClaimedUserContext } from './user-context';

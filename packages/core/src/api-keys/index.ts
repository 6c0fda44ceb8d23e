export {
  API_KEY_EXPIRY_DAYS,
  API_KEY_SCOPE_LABELS,
  API_KEY_SCOPES,
  apiKeyExpiry,
  isApiKeyScope,
} from './scopes';
export type { ApiKeyScope } from './scopes';

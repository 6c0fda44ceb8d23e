export { INTEGRATION_PROVIDER_NAMES, isIntegrationProvider } from './providers';

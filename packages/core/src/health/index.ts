/** Health: the middleware health check that swaps the app for the maintenance screen (SPEC §4). */
export { healthMachine } from './health.machine';
export type { HealthEvent } from './health.machine';

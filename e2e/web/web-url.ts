/** The variable through which the global setup hands the served web app's URL to the workers. */
export const WEB_URL_ENV = 'FOLIO_E2E_WEB_URL';

/** The variable through which the global setup hands the run's data folder (the outbox) to the workers. */
export const DATA_DIR_ENV = 'FOLIO_E2E_DATA_DIR';

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PACKAGE_DIR = resolve(import.meta.dirname, '../..');

/**
 * The shared datasets folder (outside the repository, never copied into it): FOLIO_DATASETS_DIR,
 * or `../../../shared/datasets` from this package (the repository's sibling `shared/`).
 */
export const DATASETS_DIR = resolve(
  PACKAGE_DIR,
  process.env.FOLIO_DATASETS_DIR ?? '../../../shared/datasets',
);

/** The invoices-dev dataset, or undefined when this machine does not have it (CI may not). */
export const INVOICES_DEV_DIR: string | undefined = existsSync(join(DATASETS_DIR, 'invoices-dev'))
  ? join(DATASETS_DIR, 'invoices-dev')
  : undefined;

/** Why dataset tests are skipped, for the test name. */
export const INVOICES_DEV_MISSING = `invoices-dev not found under ${DATASETS_DIR} (set FOLIO_DATASETS_DIR)`;

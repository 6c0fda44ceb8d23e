// The shared invoices-dev dataset for tests that read real pages (outside the repository; tests
// skip when this machine does not have it).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const DATASETS = resolve(
  import.meta.dirname,
  '../../../../../../..',
  process.env.FOLIO_DATASETS_DIR ?? 'shared/datasets',
);

/** The invoices-dev folder, or undefined when absent. */
export const INVOICES_DEV: string | undefined = existsSync(join(DATASETS, 'invoices-dev'))
  ? join(DATASETS, 'invoices-dev')
  : undefined;

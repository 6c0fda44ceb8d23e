import { createConfigurationService } from './configurations.service';
import { createWizardService } from './configure-document';
import { createExportService } from './export/export.service';
import type { ExtractorDeps } from './extractor-deps';
import { createResultService } from './results.service';
import { createRunService } from './runs.service';
import { createTrainRequestService } from './train-requests/train-requests.service';

/*
 * The extractor's front door: the one module other features import (docs/dev/features.md). The
 * document database copies extracted documents; the job handlers run the `extractor.run` job.
 */
export { findExtractedDocument } from './document-lookup';
export type { DocumentRow } from './documents.queries';
export type { ExtractorDeps } from './extractor-deps';
export { TRAIN_REQUEST_JOB_KIND } from './train-requests/train-requests.service';
export {
  createRunExtractionJob,
  EXTRACTION_RUN_JOB_KIND,
  type RunExtractionJobDependencies,
} from './run-extraction.job';

/** The extractor (SPEC §7 Extractor, issue 6) as the routes use it. */
export type ExtractorFeature = ReturnType<typeof createExtractorFeature>;

/**
 * Builds the extractor's services over the app's database, blobs, limits, storage and AI
 * providers; the app builds it once (app.ts) and hands it to the routes.
 */
export function createExtractorFeature(deps: ExtractorDeps) {
  const configurations = createConfigurationService(deps);
  return {
    deps,
    configurations,
    results: createResultService(deps, configurations),
    runs: createRunService(deps, configurations),
    wizard: createWizardService(deps),
    exports: createExportService(deps),
    trainRequests: createTrainRequestService(deps),
  };
}

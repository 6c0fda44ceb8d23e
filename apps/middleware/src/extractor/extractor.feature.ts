import { createAiProviders } from '../ai';
import type { AppContext } from '../app-context';
import { createConfigurationService } from './configurations.service';
import { createWizardService } from './configure-document';
import type { ExtractorDeps } from './extractor-deps';
import { createResultService } from './results.service';
import { createRunService } from './runs.service';

/** The extractor (SPEC §7 Extractor, issue 6) as the routes use it. */
export type ExtractorFeature = ReturnType<typeof createExtractorFeature>;

/** Builds the extractor's services over the app's database, blobs, limits and storage. */
export function createExtractorFeature(deps: ExtractorDeps) {
  const configurations = createConfigurationService(deps);
  return {
    deps,
    configurations,
    results: createResultService(deps, configurations),
    runs: createRunService(deps, configurations),
    wizard: createWizardService(deps),
  };
}

/** The extractor's dependencies from the app's context. */
export function extractorDepsOf(context: AppContext): ExtractorDeps {
  return {
    db: context.database.db,
    blobs: context.blobs,
    config: context.config,
    storage: context.storage,
    log: context.storage.deps.log,
    ai: createAiProviders(context.config.ai),
  };
}

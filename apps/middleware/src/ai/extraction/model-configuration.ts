import type { ExtractionConfiguration } from '../../extractor/engine';

/**
 * A configuration as the model step reads it: the engine's attributes plus the model the user
 * picked (SPEC §3 models; null for the built-in engine), the general prompt instruction and the
 * document type.
 */
export type ModelConfiguration = ExtractionConfiguration & {
  model?: string | null | undefined;
  prompt?: string | null | undefined;
  documentType?: string | undefined;
};

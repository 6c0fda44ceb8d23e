// The model step of an extraction (issue #6 "LLM engines"): the configuration's model reads the
// document's text and answers JSON in the configuration's schema; the answer is normalised and
// checked like the built-in engine's. Without a key, or when the model fails, the built-in
// result stands and the document says so.
import type { PageText } from '@folio/documents';

import { silentLogger, type Logger } from '../../db/logger';
import type { ExtractionConfiguration, ExtractionResult } from '../../extractor/engine';
import { checkResult } from '../../extractor/engine/check-result';
import { toDoc } from '../../extractor/engine/document-lines';
import { conceptOf } from '../../extractor/engine/header/attribute-concepts';
import type { AiProviders } from '../ai-providers';
import { isLlmError } from '../llm-error';
import { buildExtractionPrompt } from './extraction-prompt';
import { buildExtractionSchema } from './extraction-schema';
import type { ModelConfiguration } from './model-configuration';
import { readModelAnswer, type AnswerContent } from './read-answer';

/**
 * Document warnings of the model step (`ExtractedDocument.warnings`): `llm_unavailable` when the
 * model's provider has no key here, `llm_fallback` when the model failed (HTTP error, time limit,
 * or invalid JSON twice). Either way the built-in result is the document's.
 */
export type ModelWarning = 'llm_unavailable' | 'llm_fallback';

/** What the model step decided. */
export type ModelExtraction = {
  /** The result to store: the model's, or the built-in engine's. */
  result: ExtractionResult;
  /** `ExtractedDocument.engine`: `builtin`, or the model that extracted. */
  engine: string;
  warnings: ModelWarning[];
};

export type ExtractWithModelOptions = {
  providers: AiProviders;
  /** Cancels the call (a cancelled run); the abort reason is thrown as is. */
  signal?: AbortSignal | undefined;
  logger?: Logger | undefined;
};

/** Model calls per document: the first, and one more after invalid JSON (issue #6). */
const ATTEMPTS = 2;

const builtIn = (result: ExtractionResult, warnings: ModelWarning[] = []): ModelExtraction => ({
  result,
  engine: 'builtin',
  warnings,
});

/**
 * Runs a configuration's model on a document the built-in engine has already read. `pages` are
 * the positioned pages the engine was given; `builtin` is its result. Keeps `builtin` (engine
 * `builtin`) when the configuration has no model, when the PDF carried an e-invoice (exact and
 * free), when the document has no text, when the provider has no key (`llm_unavailable`) and
 * when the model fails (`llm_fallback`). Throws only the abort reason of `options.signal`.
 */
export async function extractWithModel(
  configuration: ModelConfiguration,
  pages: readonly PageText[],
  builtin: ExtractionResult,
  options: ExtractWithModelOptions,
): Promise<ModelExtraction> {
  const model = configuration.model?.trim();
  if (model === undefined || model === '' || builtin.from === 'e-invoice') {
    return builtIn(builtin);
  }
  const resolved = options.providers.resolve(model);
  if (resolved === undefined) {
    return builtIn(builtin, ['llm_unavailable']);
  }
  const doc = toDoc(pages);
  if (doc.lines.length === 0) {
    return builtIn(builtin);
  }
  const logger = options.logger ?? silentLogger;
  const { system, prompt } = buildExtractionPrompt(configuration, pages);
  const schema = buildExtractionSchema(configuration);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    try {
      const answer = await resolved.provider.extractStructured({
        model: resolved.apiModel,
        system,
        prompt,
        schema,
        signal: options.signal,
      });
      const content = readModelAnswer(answer, configuration, doc);
      if (content !== undefined) {
        return { result: finish(configuration, content, builtin), engine: model, warnings: [] };
      }
      logger.warn({ model, attempt }, 'the model answered JSON that is not an object');
    } catch (error) {
      if (options.signal?.aborted === true) {
        throw error;
      }
      const isInvalidJson = isLlmError(error) && error.kind === 'invalid_json';
      logger.warn({ err: error, model, attempt }, 'the model call failed');
      if (!isInvalidJson) {
        break;
      }
    }
  }
  return builtIn(builtin, ['llm_fallback']);
}

/**
 * The model's content completed by the built-in engine where the model found nothing (a field
 * it left null, or no line items at all), then checked like a built-in result.
 */
function finish(
  configuration: ExtractionConfiguration,
  content: AnswerContent,
  builtin: ExtractionResult,
): ExtractionResult {
  const fields = { ...content.fields };
  for (const [name, field] of Object.entries(fields)) {
    const fallback = builtin.fields[name];
    if (field.value === null && fallback !== undefined && fallback.value !== null) {
      fields[name] = fallback;
    }
  }
  const rows = content.rows.length === 0 ? builtin.rows : content.rows;
  const result: ExtractionResult = {
    engine: 'built-in',
    from: 'layout',
    fields,
    rows,
    warnings: [],
  };
  return {
    ...result,
    warnings: checkResult(configuration, result, {
      hasNoText: false,
      withheld: withheldOf(configuration, builtin),
    }),
  };
}

/**
 * The withholding (Spanish IRPF) the built-in engine's totals implied: net + tax - total when
 * its own totals check passed, so the same invoice is not flagged for the model's result.
 */
function withheldOf(configuration: ExtractionConfiguration, builtin: ExtractionResult): number {
  if (builtin.warnings.some((warning) => warning.code === 'TOTALS_MISMATCH')) {
    return 0;
  }
  const amounts = new Map<string, number>();
  for (const attribute of configuration.attributes) {
    const concept = attribute.placement === 'header' ? conceptOf(attribute) : undefined;
    const value = builtin.fields[attribute.name]?.value;
    if (concept !== undefined && typeof value === 'number') {
      amounts.set(concept, value);
    }
  }
  const [net, tax, total] = [amounts.get('net'), amounts.get('tax'), amounts.get('total')];
  if (net === undefined || tax === undefined || total === undefined) {
    return 0;
  }
  return Math.max(0, Math.round((net + tax - total) * 100) / 100);
}

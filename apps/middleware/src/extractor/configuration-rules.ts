// SPEC §5 "Configuration name" and the attribute rules of saveConfiguration, each refusal a
// catalogue code with the failing rule in `detail` (the web and the CLI show the message of the
// code; `detail.reason` says which rule).
import { AI_MODELS, AppError, isAlphanumeric } from '@folio/core';

import type { Attribute, ConfigurationInput } from './extractor-types';

const badRequest = (message: string, detail: Record<string, unknown>) =>
  new AppError('BAD_REQUEST', { message, detail });

/** A configuration name as stored: trimmed; required, letters and digits only (SPEC §5). */
export function checkConfigurationName(raw: string): string {
  const name = raw.trim();
  if (name === '') {
    throw badRequest('configuration name required', { field: 'name', reason: 'required' });
  }
  if (!isAlphanumeric(name)) {
    throw badRequest(`configuration name ${JSON.stringify(name)} is not letters and digits`, {
      field: 'name',
      reason: 'letters_and_digits',
    });
  }
  return name;
}

/**
 * Attributes as stored: names and detail texts trimmed (an empty detail is none), `required`
 * false unless set; a name given twice in one placement (ignoring case) is refused with
 * `duplicate_attribute`, an empty name with `attribute_name_required`.
 */
export function normaliseAttributes(attributes: readonly Attribute[]): Attribute[] {
  const seen = new Set<string>();
  return attributes.map((attribute) => {
    const name = attribute.name.normalize('NFC').trim();
    if (name === '') {
      throw badRequest('attribute without a name', {
        field: 'attributes',
        reason: 'attribute_name_required',
      });
    }
    const key = `${attribute.placement}:${name.toLowerCase()}`;
    if (seen.has(key)) {
      throw badRequest(`attribute ${name} given twice as ${attribute.placement}`, {
        field: 'attributes',
        reason: 'duplicate_attribute',
        name,
        placement: attribute.placement,
      });
    }
    seen.add(key);
    const detail = attribute.detail?.trim();
    return {
      name,
      type: attribute.type,
      placement: attribute.placement,
      detail: detail === undefined || detail === '' ? null : detail,
      required: attribute.required === true,
    };
  });
}

/**
 * The model that extracts, as stored: trimmed, null for none (the built-in engine); an id that
 * is not one of the SPEC §3 models is refused with `unknown_model`.
 */
export function checkModel(raw: string | null | undefined): string | null {
  const model = raw?.trim() || null;
  if (model !== null && !AI_MODELS.some((known) => known.id === model)) {
    throw badRequest(`unknown model ${model}`, { field: 'model', reason: 'unknown_model' });
  }
  return model;
}

/** The general prompt instruction as stored: trimmed, null when empty. */
export function normalisePrompt(raw: string | null | undefined): string | null {
  return raw?.trim() || null;
}

/** A checked configuration, ready to store. */
export type CheckedConfiguration = Omit<ConfigurationInput, 'id'> & { attributes: Attribute[] };

/**
 * The rules of saveConfiguration (SPEC §5): the name, at least one header and one detail
 * attribute (`header_required`, `detail_required`), attribute names unique per placement, a known
 * model or none (`unknown_model`). The document type is checked by the contract.
 */
export function checkConfiguration(input: ConfigurationInput): CheckedConfiguration {
  const name = checkConfigurationName(input.name);
  const attributes = normaliseAttributes(input.attributes);
  if (!attributes.some((attribute) => attribute.placement === 'header')) {
    throw badRequest('a configuration needs a header attribute', {
      field: 'attributes',
      reason: 'header_required',
    });
  }
  if (!attributes.some((attribute) => attribute.placement === 'detail')) {
    throw badRequest('a configuration needs a detail attribute', {
      field: 'attributes',
      reason: 'detail_required',
    });
  }
  const model = checkModel(input.model);
  const prompt = normalisePrompt(input.prompt);
  return {
    name,
    document_type: input.document_type,
    prompt,
    model,
    example_file_id: input.example_file_id ?? null,
    attributes,
  };
}

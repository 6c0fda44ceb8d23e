import type { DraftAttribute, ExtractorDraft } from './draft';
import type { DraftContext } from './draft-types';
import type { Attribute } from './types';

/** The draft's part that is kept in storage. */
export function draftOf(context: DraftContext): ExtractorDraft {
  const { step, selectedType, file, pages, attributes, prompt, model, configName } = context;
  return {
    step,
    selectedType,
    file,
    pages,
    attributes,
    prompt,
    model,
    configName,
    extractedData: context.extractedData,
  };
}

/** The attributes as the contract carries them: no ids, no examples, trimmed names. */
export function contractAttributes(attributes: readonly DraftAttribute[]): Attribute[] {
  return attributes.map(({ name, type, placement, detail, required }) => ({
    name: name.trim(),
    type,
    placement,
    detail: detail === null || detail === undefined || detail.trim() === '' ? null : detail.trim(),
    required,
  }));
}

/** How attribute ids start: `attribute-1`, `attribute-2`... */
export const ATTRIBUTE_ID_PREFIX = 'attribute-';

/** The next free attribute number after the restored ones. */
function nextIdAfter(attributes: readonly DraftAttribute[]): number {
  const numbers = attributes.map((attribute) =>
    attribute.id.startsWith(ATTRIBUTE_ID_PREFIX)
      ? Number(attribute.id.slice(ATTRIBUTE_ID_PREFIX.length))
      : 0,
  );
  return Math.max(0, ...numbers.filter(Number.isFinite)) + 1;
}

/** A fresh context over a draft (restored or empty): no example bytes yet. */
export function contextFrom(draft: ExtractorDraft, takenNames: string[] = []): DraftContext {
  return {
    ...draft,
    example: null,
    pendingExample: null,
    takenNames,
    nextId: nextIdAfter(draft.attributes),
  };
}

import type { Attribute, AttributePlacement } from './types';

/**
 * Why one attribute (or one added header or field) cannot be kept: no name, or a name its
 * placement already has (SPEC §5 "Adding a field or header: the name must not already exist
 * ('The field already exists', 'The header already exists')").
 */
export type FieldNameProblem = 'nameRequired' | 'headerExists' | 'fieldExists';

/** Why a configuration's attributes cannot be saved as a whole (SPEC §5). */
export type AttributeListProblem = 'headerRequired' | 'detailRequired';

/** What the rules need of an attribute: its name and where it sits. */
export type NamedAttribute = Pick<Attribute, 'name' | 'placement'>;

/**
 * Two field names are the same name when they differ only in case or surrounding space: 'Total'
 * and ' total ' would be one column of an export, so the second is refused.
 */
export function isSameFieldName(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

/** The refusal for a repeated name at `placement`: 'The header already exists' or 'The field already exists'. */
export function duplicateNameProblem(placement: AttributePlacement): FieldNameProblem {
  return placement === 'header' ? 'headerExists' : 'fieldExists';
}

/**
 * Checks a name about to be added next to `existing` names of the same placement (SPEC §5):
 * `null` when it can be added.
 */
export function checkNewFieldName(
  name: string,
  existing: readonly string[],
  placement: AttributePlacement,
): FieldNameProblem | null {
  if (name.trim() === '') {
    return 'nameRequired';
  }
  return existing.some((other) => isSameFieldName(other, name))
    ? duplicateNameProblem(placement)
    : null;
}

/**
 * The problem of each attribute of a list, by index (`null` for a good one): a blank name, or a
 * name an earlier attribute of the same placement already has (SPEC §5). The first of two equal
 * names is kept; the later one is the duplicate.
 */
export function findAttributeProblems(
  attributes: readonly NamedAttribute[],
): (FieldNameProblem | null)[] {
  return attributes.map((attribute, index) => {
    const earlier = attributes
      .slice(0, index)
      .filter((other) => other.placement === attribute.placement)
      .map((other) => other.name);
    return checkNewFieldName(attribute.name, earlier, attribute.placement);
  });
}

/**
 * What the list as a whole lacks: SPEC §5 "At least one header attribute and one detail
 * attribute are needed". Empty when the list can be saved (each attribute still needs its own
 * check, {@link findAttributeProblems}).
 */
export function findAttributeListProblems(
  attributes: readonly NamedAttribute[],
): AttributeListProblem[] {
  const problems: AttributeListProblem[] = [];
  if (!attributes.some((attribute) => attribute.placement === 'header')) {
    problems.push('headerRequired');
  }
  if (!attributes.some((attribute) => attribute.placement === 'detail')) {
    problems.push('detailRequired');
  }
  return problems;
}

/** True when the attributes can be saved: every one named once, and both placements present. */
export function areAttributesValid(attributes: readonly NamedAttribute[]): boolean {
  return (
    findAttributeListProblems(attributes).length === 0 &&
    findAttributeProblems(attributes).every((problem) => problem === null)
  );
}

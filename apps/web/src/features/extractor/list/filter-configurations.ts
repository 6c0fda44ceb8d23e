import { foldText, type Configuration } from '@folio/core';
import type { TFunction } from 'i18next';

/**
 * The configurations a search shows (SPEC §2 "search"): those whose name or document type
 * contains the words typed, ignoring case and accents. An empty search shows them all.
 */
export function filterConfigurations(
  configurations: readonly Configuration[],
  query: string,
  t: TFunction,
): Configuration[] {
  const wanted = foldText(query);
  if (wanted === '') {
    return [...configurations];
  }
  return configurations.filter((configuration) =>
    foldText(
      `${configuration.name} ${t(`extractor.documentTypes.${configuration.document_type}`)}`,
    ).includes(wanted),
  );
}

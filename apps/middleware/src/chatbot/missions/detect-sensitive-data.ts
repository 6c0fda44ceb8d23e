import { findPersonalData } from '../privacy/personal-data';
import { documentPages, evidenceOf } from './evidence';
import type { MissionInput } from './mission-input';
import type { MissionResultOf } from './mission-result';

/**
 * The personal data written in the documents (e-mails, phones, IBANs, cards, DNI/NIE/CIF, names),
 * found by the privacy detector the chatbot masks with. Values are shown as written: the user
 * owns the documents, and a masked value could not be checked or found.
 */
export function detectSensitiveData(input: MissionInput): MissionResultOf<'sensitive-data'> {
  return {
    kind: 'sensitive-data',
    findings: documentPages(input).flatMap((page) =>
      findPersonalData(page.text).map((span) => ({
        type: span.kind,
        value: span.value,
        evidence: evidenceOf(page, span.start, span.end),
      })),
    ),
  };
}

import type { MessageKey } from '../i18n/resources';

import type { ExtractionState } from './types';

/**
 * The extraction document states of SPEC §4, in the order a filter lists them: from not yet
 * looked at, through those that need the user, to verified by the AI or by hand.
 */
export const EXTRACTION_STATES: readonly ExtractionState[] = [
  'not_verified',
  'requires_verification',
  'missing_rows',
  'auto_verified',
  'manually_verified',
  'verified',
];

/** How a state is shown: done, needs attention, or not looked at yet. */
export type StateTone = 'success' | 'warning' | 'info';

const VERIFIED: ReadonlySet<ExtractionState> = new Set([
  'verified',
  'auto_verified',
  'manually_verified',
]);

/**
 * True for the verified states (SPEC §4: "A document moves from not verified to verified by
 * manual verification or AI auto-verification").
 */
export function isVerifiedState(state: ExtractionState): boolean {
  return VERIFIED.has(state);
}

/** The tone of a state: verified ones are done, the two warnings need the user, else neutral. */
export function stateTone(state: ExtractionState): StateTone {
  if (isVerifiedState(state)) {
    return 'success';
  }
  return state === 'requires_verification' || state === 'missing_rows' ? 'warning' : 'info';
}

/** The warning code a document carries when its lines do not add up (SPEC §8). */
export const MISSING_ROWS_WARNING = 'missing_rows';

/**
 * True when the missing-rows warning applies (SPEC §8 "Extraction warning: tables with missing
 * rows"): the state says so, or the warning stayed after the user verified the document.
 */
export function hasMissingRows(document: {
  state: ExtractionState;
  warnings: readonly string[];
}): boolean {
  return document.state === 'missing_rows' || document.warnings.includes(MISSING_ROWS_WARNING);
}

const STATE_MESSAGE_KEYS = {
  not_verified: 'extractor.states.notVerified',
  verified: 'extractor.states.verified',
  auto_verified: 'extractor.states.autoVerified',
  manually_verified: 'extractor.states.manuallyVerified',
  requires_verification: 'extractor.states.requiresVerification',
  missing_rows: 'extractor.states.missingRows',
} as const satisfies Record<ExtractionState, MessageKey>;

/** The message key of a state's name, in both languages (the wire names are snake_case). */
export function stateMessageKey(
  state: ExtractionState,
): (typeof STATE_MESSAGE_KEYS)[ExtractionState] {
  return STATE_MESSAGE_KEYS[state];
}

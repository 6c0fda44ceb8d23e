/**
 * The tones and personalities of an answer (SPEC §3), stored by their Spanish ids; the
 * interface shows them by their i18n label (`chatbot.tones.<id>`, `chatbot.personalities.<id>`).
 */
export const TONES = [
  'asertivo',
  'formal',
  'amable',
  'experto',
  'neutral',
  'empatico',
  'entusiasta',
  'informal',
  'persuasivo',
  'didactico',
] as const;

export type Tone = (typeof TONES)[number];

export const PERSONALITIES = [
  'profesional',
  'energica',
  'sabio',
  'minimalista',
  'distendida',
] as const;

export type Personality = (typeof PERSONALITIES)[number];

/** True for a SPEC §3 tone id. */
export function isTone(value: string): value is Tone {
  return (TONES as readonly string[]).includes(value);
}

/** True for a SPEC §3 personality id. */
export function isPersonality(value: string): value is Personality {
  return (PERSONALITIES as readonly string[]).includes(value);
}

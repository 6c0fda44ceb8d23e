import type { Personality, Tone } from '@folio/core';

// The model reads its instructions in English whatever the answer's language: the instructions
// are the product's, the answer is the user's.
const TONE_INSTRUCTIONS: Record<Tone, string> = {
  asertivo: 'Be assertive: state conclusions directly and confidently.',
  formal: 'Use a formal register, as in a business letter.',
  amable: 'Be kind and courteous.',
  experto: 'Write as a domain expert: precise terms, no simplification that loses accuracy.',
  neutral: 'Keep a neutral, factual tone.',
  empatico: 'Be empathetic: acknowledge the reader’s situation before the facts.',
  entusiasta: 'Be enthusiastic and positive, without exaggerating the facts.',
  informal: 'Use an informal, conversational register.',
  persuasivo: 'Be persuasive: lead with the strongest supported point.',
  didactico: 'Be didactic: explain step by step, defining terms a newcomer would not know.',
};

const PERSONALITY_INSTRUCTIONS: Record<Personality, string> = {
  profesional: 'You are a professional assistant: clear, structured and reliable.',
  energica: 'You are an energetic assistant: lively, quick and action-oriented.',
  sabio: 'You are a wise assistant: thoughtful, weighing context and consequences.',
  minimalista: 'You are a minimalist assistant: as few words as the answer allows.',
  distendida: 'You are a relaxed assistant: easy-going and friendly, still accurate.',
};

/** The instructions of a tone and a personality (SPEC §3); none for those not chosen. */
export function styleInstructions(tone: Tone | null, personality: Personality | null): string[] {
  return [
    ...(personality === null ? [] : [PERSONALITY_INSTRUCTIONS[personality]]),
    ...(tone === null ? [] : [TONE_INSTRUCTIONS[tone]]),
  ];
}

// Words that mark clauses worth a careful read before signing, Spanish and English, folded; a
// final `*` matches any ending. A checklist, not a judgement: 'no habrá renovación automática'
// holds a cue too, and the reader decides.

export type RiskId =
  | 'penalty'
  | 'unlimited-liability'
  | 'automatic-renewal'
  | 'exclusivity'
  | 'indemnity'
  | 'unilateral-change'
  | 'lock-in'
  | 'non-compete'
  | 'waiver'
  | 'late-payment-interest';

export const RISK_CUES: Readonly<Record<RiskId, readonly string[]>> = {
  penalty: [
    'penalizacion',
    'penalizaciones',
    'penalidad',
    'clausula penal',
    'penalty',
    'penalties',
    'liquidated damages',
  ],
  'unlimited-liability': [
    'sin limite',
    'sin limitacion',
    'responsabilidad ilimitada',
    'unlimited liability',
    'without limit',
    'uncapped',
  ],
  'automatic-renewal': [
    'renovacion automatica',
    'se renovara automaticamente',
    'prorroga automatica',
    'se prorrogara automaticamente',
    'prorrogara tacitamente',
    'tacita reconduccion',
    'automatic renewal',
    'automatically renew*',
    'auto-renew*',
    'evergreen',
  ],
  // Not 'exclusive' alone: 'the exclusive jurisdiction of the courts' is in most contracts.
  exclusivity: [
    'exclusividad',
    'en exclusiva',
    'exclusivity',
    'exclusive supplier',
    'exclusive right*',
    'exclusive licen*',
    'exclusive distribut*',
  ],
  indemnity: [
    'indemnizar',
    'mantener indemne',
    'indemnidad',
    'indemnify',
    'indemnification',
    'hold harmless',
  ],
  'unilateral-change': [
    'unilateralmente',
    'a su sola discrecion',
    'a su entera discrecion',
    'modificar el precio',
    'modificar los precios',
    'unilaterally',
    'sole discretion',
    'at any time without notice',
  ],
  'lock-in': [
    'permanencia',
    'compromiso de permanencia',
    'periodo minimo',
    'minimum term',
    'early termination fee',
    'lock-in',
  ],
  'non-compete': ['no competencia', 'no captacion', 'non-compete', 'non-solicitation'],
  waiver: ['renuncia expresamente', 'renuncia a', 'waive*', 'waiver'],
  'late-payment-interest': [
    'intereses de demora',
    'interes de demora',
    'recargo por demora',
    'late payment interest',
    'late fee',
    'interest on late payment*',
  ],
};

export const RISK_IDS = Object.keys(RISK_CUES) as RiskId[];

import { describe, expect, it } from 'vitest';

import { answerLanguage, detectLanguage } from './language';

describe('detectLanguage', () => {
  it('tells short questions apart', () => {
    expect(detectLanguage('How many points did they allow?')).toBe('en');
    expect(detectLanguage('¿Cuántos puntos cedieron los Panthers?')).toBe('es');
    expect(detectLanguage('What is the capital of Spain?')).toBe('en');
    expect(detectLanguage('quien gano la final')).toBe('es');
  });

  it('reads a document', () => {
    expect(
      detectLanguage(
        'La factura se emitió el 3 de marzo y el pago se realizará por transferencia bancaria en un plazo de treinta días.',
      ),
    ).toBe('es');
    expect(
      detectLanguage(
        'The invoice was issued on 3 March and the payment will be made by bank transfer within thirty days.',
      ),
    ).toBe('en');
  });

  it('answers Spanish, the default, when there is no evidence', () => {
    expect(detectLanguage('12345')).toBe('es');
  });
});

describe('answerLanguage', () => {
  it('answers in the interface language unless the question is clearly in the other one', () => {
    expect(answerLanguage('¿Cuál es el total de la factura?', 'en')).toBe('es');
    expect(answerLanguage('What is the total of the invoice?', 'es')).toBe('en');
    expect(answerLanguage('Total?', 'en')).toBe('en');
    expect(answerLanguage('IBAN', 'es')).toBe('es');
  });
});

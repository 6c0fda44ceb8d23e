import { translate } from '@folio/core';
import { describe, expect, it } from 'vitest';

import {
  answerPassageFirst,
  composeAnswer,
  composeAnswerWith,
  type AnswerModel,
  type AnswerPassage,
} from './answer';
import { SENTENCE_FEATURES } from './sentence-features';

const passages: AnswerPassage[] = [
  {
    id: '7',
    fileName: 'lease.pdf',
    page: 2,
    language: 'en',
    score: 9,
    text: 'The warehouse is in Leeds. The warehouse lease was signed on 4 March 2019 for ten years. Rent is paid monthly.',
  },
  {
    id: '8',
    fileName: 'office.pdf',
    page: 1,
    language: 'en',
    score: 3,
    text: 'The office lease ends in 2030.',
  },
];

describe('composeAnswer', () => {
  it('quotes and cites the sentence that answers, framed in the question language', () => {
    const answer = composeAnswer({
      question: 'When was the warehouse lease signed?',
      language: 'en',
      passages,
    });
    expect(answer.found).toBe(true);
    expect(answer.text).toBe(
      'According to lease.pdf (p. 2): "The warehouse lease was signed on 4 March 2019 for ten years."',
    );
    const [citation] = answer.citations;
    expect(citation?.passageId).toBe('7');
    expect(passages[0]?.text.slice(citation?.quoteStart, citation?.quoteEnd)).toBe(citation?.quote);
  });

  it('frames in Spanish for a Spanish question, keeping the quote as written', () => {
    const answer = composeAnswer({
      question: '¿Cuándo se firmó el contrato del almacén?',
      language: 'es',
      passages: [
        {
          ...passages[0],
          text: 'El almacén está en Leeds. El contrato del almacén se firmó el 4 de marzo de 2019.',
        } as AnswerPassage,
      ],
    });
    expect(answer.text.startsWith('Según lease.pdf (pág. 2): «')).toBe(true);
    expect(answer.citations[0]?.quote).toBe(
      'El contrato del almacén se firmó el 4 de marzo de 2019.',
    );
  });

  it('prefers the sentence holding what the question asks for', () => {
    const answer = composeAnswer({
      question: 'How many years does the warehouse lease run?',
      language: 'en',
      passages: [
        {
          ...passages[0],
          text: 'The warehouse lease is with Acme. The warehouse lease runs for 10 years.',
        } as AnswerPassage,
      ],
    });
    expect(answer.citations[0]?.quote).toBe('The warehouse lease runs for 10 years.');
  });

  it('quotes a close runner-up of the same passage too, best first in the citations', () => {
    const byCoverage: AnswerModel = {
      trainedOn: 'test',
      features: SENTENCE_FEATURES,
      weights: SENTENCE_FEATURES.map((name) => (name === 'coverage' ? 1 : 0)),
      runnerUpGap: 1,
    };
    const answer = composeAnswerWith(
      {
        question: 'When was the warehouse lease signed, and for how many years?',
        language: 'en',
        passages: [
          {
            ...passages[0],
            text: 'The warehouse lease was signed in 2019. Rent is paid monthly. The warehouse lease runs for ten years.',
          } as AnswerPassage,
        ],
      },
      byCoverage,
    );
    expect(answer.citations).toHaveLength(2);
    expect(answer.text).toBe(
      'According to lease.pdf (p. 2): "The warehouse lease was signed in 2019. … The warehouse lease runs for ten years."',
    );
  });

  it('cites two quoted sentences that follow each other as one quote', () => {
    const text = 'The warehouse lease was signed in 2019. The warehouse lease runs for ten years.';
    const answer = composeAnswer({
      question: 'When was the warehouse lease signed, and for how many years?',
      language: 'en',
      passages: [{ ...passages[0], text } as AnswerPassage],
    });
    expect(answer.text).toBe(`According to lease.pdf (p. 2): "${text}"`);
    expect(answer.citations).toEqual([
      { passageId: '7', quote: text, quoteStart: 0, quoteEnd: text.length },
    ]);
  });

  it('says it found nothing when no passage answers, and never invents', () => {
    const none = composeAnswer({ question: 'Who is the CEO?', language: 'en', passages: [] });
    expect(none).toEqual({
      text: "I could not find this in the topic's documents.",
      found: false,
      citations: [],
    });
    const weak = composeAnswer({
      question: '¿Quién es el director financiero de la empresa auditora?',
      language: 'es',
      passages,
    });
    expect(weak.found).toBe(false);
    expect(weak.text).toBe('No he encontrado esto en los documentos del tema.');
  });

  it('words the frame and the not-found answer with the chatbot messages of the question language', () => {
    expect(
      composeAnswer({ question: 'When was the warehouse lease signed?', language: 'en', passages })
        .text,
    ).toBe(
      translate('en', 'chatbot.answer.according', {
        file: 'lease.pdf',
        page: 2,
        quote: 'The warehouse lease was signed on 4 March 2019 for ten years.',
      }),
    );
    expect(composeAnswer({ question: '¿Quién es?', language: 'es', passages: [] }).text).toBe(
      translate('sp', 'chatbot.answer.notFound'),
    );
  });

  it('picks the sentence the model scores highest', () => {
    const weights = SENTENCE_FEATURES.map((name) => (name === 'position' ? 1 : 0));
    const lastFirst: AnswerModel = {
      trainedOn: 'test',
      features: SENTENCE_FEATURES,
      weights,
      runnerUpGap: 0,
    };
    const answer = composeAnswerWith(
      { question: 'When was the warehouse lease signed?', language: 'en', passages },
      lastFirst,
    );
    expect(answer.citations.map((citation) => citation.quote)).toEqual(['Rent is paid monthly.']);
  });
});

describe('answerPassageFirst', () => {
  it('puts the passage of the best answer sentence first and keeps the rest in order', () => {
    const ranked: AnswerPassage[] = [
      {
        ...(passages[1] as AnswerPassage),
        id: 'a',
        score: 9,
        text: 'The warehouse is large. The lease is long.',
      },
      {
        ...(passages[1] as AnswerPassage),
        id: 'b',
        score: 8,
        text: 'The warehouse lease was signed in 2019.',
      },
      { ...(passages[1] as AnswerPassage), id: 'c', score: 7, text: 'Rent is paid monthly.' },
    ];
    const question = 'When was the warehouse lease signed?';
    expect(answerPassageFirst(question, ranked).map((passage) => passage.id)).toEqual([
      'b',
      'a',
      'c',
    ]);
    // The answer reads the passages by score, so it is the same in either order.
    expect(
      composeAnswer({ question, language: 'en', passages: answerPassageFirst(question, ranked) }),
    ).toEqual(composeAnswer({ question, language: 'en', passages: ranked }));
    expect(answerPassageFirst('', ranked)).toEqual(ranked);
  });
});

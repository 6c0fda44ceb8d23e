// Trains the built-in engine's answer model (apps/middleware/src/chatbot/engine/answer-model.ts):
// a linear scorer of the sentences of the retrieved passages, fitted by a listwise softmax (per
// question, the sentences quoting the gold answer should outscore the others) with an L2 penalty,
// on ONE language's questions of docqa-xquad-dev, and scored on the OTHER's (held out). From the
// repository root:
//   node scripts/bench/chat/train-answer.ts              # both directions, en->es and es->en
//   node scripts/bench/chat/train-answer.ts --write en   # also writes the model trained on en
//   DIAG=1 (or 2) node scripts/bench/chat/train-answer.ts  # where first citations miss (2: each)
// Nothing here knows a file or a question: the features are language-neutral (engine/
// sentence-features.ts), and the runner-up gap is chosen on the training language only.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

import '../../../packages/documents/src/workers/source-hooks.ts';

const { openTestDatabase } = await import('../../../apps/middleware/src/db/testing.ts');
const { composeAnswerWith, countWords } =
  await import('../../../apps/middleware/src/chatbot/engine/answer.ts');
const { ANSWER_MODEL } =
  await import('../../../apps/middleware/src/chatbot/engine/answer-model.ts');
const { SENTENCE_FEATURES, sentenceCandidates } =
  await import('../../../apps/middleware/src/chatbot/engine/sentence-features.ts');
const { detectLanguage } = await import('../../../apps/middleware/src/chatbot/engine/language.ts');
const { retrievePassages } =
  await import('../../../apps/middleware/src/chatbot/retrieval/passages.queries.ts');
const { hasDataset, loadDocuments, loadQuestions } = await import('./dataset.ts');
const { loadTopic } = await import('./topic.ts');
const { contains, percentile, sameDocument } = await import('./score.ts');

type Language = 'es' | 'en';
type Model = typeof ANSWER_MODEL;
type Passages = Awaited<ReturnType<typeof retrievePassages>>;
type Example = {
  question: string;
  answers: string[];
  docFile: string;
  passages: Passages;
  features: number[][];
  labels: boolean[];
};

const L2 = 0.01;
const STEPS = 3_000;
const LEARNING_RATE = 0.3;
const WORDS_TARGET = 38;
const MODEL_FILE = resolve(
  import.meta.dirname,
  '../../../apps/middleware/src/chatbot/engine/answer-model.ts',
);

if (!hasDataset()) {
  console.log('docqa-xquad-dev not found (set FOLIO_DATASETS_DIR)');
  process.exit(1);
}
const writeAt = process.argv.indexOf('--write');
const writeLanguage = writeAt >= 0 ? (process.argv[writeAt + 1] as Language) : undefined;

const database = await openTestDatabase();
const db = database.db;

/** Every question of a language with its retrieved passages and its sentences' features. */
async function examplesOf(language: Language): Promise<Example[]> {
  const documents = loadDocuments(language);
  const topic = await loadTopic(db, `train${language}`, documents);
  const examples: Example[] = [];
  for (const question of loadQuestions(language, documents)) {
    const passages = await retrievePassages(
      db,
      { userId: topic.userId, topicId: topic.topicId },
      question.question,
      { limit: 5 },
    );
    const candidates = sentenceCandidates(question.question, passages);
    examples.push({
      question: question.question,
      answers: question.answers,
      docFile: question.docFile,
      passages,
      features: candidates.map((candidate) => candidate.features),
      labels: candidates.map(
        (candidate) =>
          sameDocument(candidate.passage.fileName, question.docFile) &&
          question.answers.some((gold) => contains(candidate.quote.text, gold)),
      ),
    });
  }
  return examples;
}

/** Listwise softmax regression over standardised features; weights returned in raw units. */
function fit(examples: readonly Example[]): number[] {
  const used = examples.filter(
    (example) => example.labels.some(Boolean) && !example.labels.every(Boolean),
  );
  const width = SENTENCE_FEATURES.length;
  const rows = used.flatMap((example) => example.features);
  const mean = Array.from(
    { length: width },
    (_, j) => rows.reduce((sum, row) => sum + (row[j] ?? 0), 0) / rows.length,
  );
  const scale = Array.from({ length: width }, (_, j) => {
    const variance =
      rows.reduce((sum, row) => sum + ((row[j] ?? 0) - (mean[j] ?? 0)) ** 2, 0) / rows.length;
    return Math.sqrt(variance) || 1;
  });
  const standard = used.map((example) =>
    example.features.map((row) =>
      row.map((value, j) => (value - (mean[j] ?? 0)) / (scale[j] ?? 1)),
    ),
  );
  const weights = new Array<number>(width).fill(0);
  for (let step = 0; step < STEPS; step++) {
    const gradient = weights.map((weight) => L2 * weight);
    used.forEach((example, index) => {
      const rowsOf = standard[index] as number[][];
      const scores = rowsOf.map((row) =>
        row.reduce((sum, value, j) => sum + value * (weights[j] ?? 0), 0),
      );
      const top = Math.max(...scores);
      const exp = scores.map((score) => Math.exp(score - top));
      const all = exp.reduce((sum, value) => sum + value, 0);
      const positive = exp.reduce((sum, value, i) => sum + (example.labels[i] ? value : 0), 0);
      rowsOf.forEach((row, i) => {
        // d(-log P(positive)) / d score_i = p_i - q_i, q the softmax restricted to positives.
        const p = (exp[i] ?? 0) / all;
        const q = example.labels[i] ? (exp[i] ?? 0) / positive : 0;
        row.forEach((value, j) => {
          gradient[j] = (gradient[j] ?? 0) + ((p - q) * value) / used.length;
        });
      });
    });
    weights.forEach((_, j) => {
      weights[j] = (weights[j] ?? 0) - LEARNING_RATE * (gradient[j] ?? 0);
    });
  }
  return weights.map((weight, j) => weight / (scale[j] ?? 1));
}

const diag = { noGoldPassage: 0, samePassage: 0, otherPassage: 0 };
type Scores = { containment: number; citation: number; words: number; found: number };

function evaluate(examples: readonly Example[], model: Model): Scores {
  let contained = 0;
  let cited = 0;
  let found = 0;
  const words: number[] = [];
  for (const example of examples) {
    const answer = composeAnswerWith(
      {
        question: example.question,
        language: detectLanguage(example.question),
        passages: example.passages,
      },
      model,
    );
    const first = answer.citations[0];
    const firstPassage = example.passages.find((passage) => passage.id === first?.passageId);
    found += answer.found ? 1 : 0;
    contained += example.answers.some((gold) => contains(answer.text, gold)) ? 1 : 0;
    cited +=
      first &&
      firstPassage &&
      sameDocument(firstPassage.fileName, example.docFile) &&
      example.answers.some((gold) => contains(first.quote, gold))
        ? 1
        : 0;
    words.push(countWords(answer.text));
    if (process.env.DIAG && first && !example.answers.some((gold) => contains(first.quote, gold))) {
      const goldPassage = example.passages.find(
        (passage) =>
          sameDocument(passage.fileName, example.docFile) &&
          example.answers.some((gold) => contains(passage.text, gold)),
      );
      diag[
        goldPassage === undefined
          ? 'noGoldPassage'
          : goldPassage === firstPassage
            ? 'samePassage'
            : 'otherPassage'
      ] += 1;
      if (process.env.DIAG === '2' && goldPassage === firstPassage) {
        console.log(
          `   Q ${example.question} [${example.answers[0]}]\n     -> ${first.quote.slice(0, 200)}`,
        );
      }
    }
  }
  if (process.env.DIAG) {
    console.log('   misses', JSON.stringify(diag));
    diag.noGoldPassage = diag.samePassage = diag.otherPassage = 0;
  }
  const n = examples.length;
  return {
    containment: contained / n,
    citation: cited / n,
    words: percentile(words, 0.5),
    found: found / n,
  };
}

/** The model trained on `examples`, its runner-up gap the largest that keeps answers short. */
function train(examples: readonly Example[], trainedOn: string): Model {
  const weights = fit(examples);
  const model = { trainedOn, features: [...SENTENCE_FEATURES], weights, runnerUpGap: 0 };
  let best = { gap: 0, containment: evaluate(examples, model).containment };
  for (const gap of [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.8, 1, 1.25, 1.5, 2]) {
    const scores = evaluate(examples, { ...model, runnerUpGap: gap });
    if (scores.words <= WORDS_TARGET && scores.containment > best.containment) {
      best = { gap, containment: scores.containment };
    }
  }
  return { ...model, runnerUpGap: best.gap };
}

const line = (label: string, scores: Scores) =>
  console.log(
    `  ${label.padEnd(34)} containment ${scores.containment.toFixed(3)}  first citation ${scores.citation.toFixed(3)}  median words ${scores.words}  found ${scores.found.toFixed(3)}`,
  );

const examples = { en: await examplesOf('en'), es: await examplesOf('es') };
const reachable = (language: Language) =>
  examples[language].filter((example) => example.labels.some(Boolean)).length /
  examples[language].length;
console.log(
  `Answer model on docqa-xquad-dev; a sentence quoting the answer is among those read for ${reachable('en').toFixed(3)} (en) and ${reachable('es').toFixed(3)} (es) of the questions`,
);
const models: Partial<Record<Language, Model>> = {};
for (const [from, to] of [
  ['en', 'es'],
  ['es', 'en'],
] as Array<[Language, Language]>) {
  const model = train(examples[from], `docqa-xquad-dev ${from}`);
  models[from] = model;
  console.log(`\nTrained on ${from}, runner-up gap ${model.runnerUpGap}`);
  line(`${from} (training)`, evaluate(examples[from], model));
  line(`${to} (held out)`, evaluate(examples[to], model));
  line(`${to} with the committed model`, evaluate(examples[to], ANSWER_MODEL));
  console.log(
    `  weights: ${SENTENCE_FEATURES.map((name, j) => `${name} ${(model.weights[j] ?? 0).toFixed(2)}`).join(', ')}`,
  );
}

if (writeLanguage) {
  const model = models[writeLanguage];
  if (!model) {
    throw new Error(`--write takes en or es, not ${writeLanguage}`);
  }
  const round = (value: number) => Number(value.toFixed(4));
  writeFileSync(
    MODEL_FILE,
    `// Generated by scripts/bench/chat/train-answer.ts (--write ${writeLanguage}): do not edit, re-train.
import type { AnswerModel } from './sentence-features';

export const ANSWER_MODEL: AnswerModel = ${JSON.stringify(
      { ...model, weights: model.weights.map(round) },
      null,
      2,
    )};
`,
  );
  console.log(`\nWrote ${MODEL_FILE} (trained on ${writeLanguage}); run prettier on it.`);
}
await database.close();

// Quality and speed of the chatbot's retrieval and built-in answers on docqa-xquad-dev (issue 10),
// scored as the dataset's README says, beside a plain BM25 over paragraph chunks computed on the
// same data. From the repository root:
//   node scripts/bench/chat/retrieval.ts            # both languages + the cross-lingual run
//   node scripts/bench/chat/retrieval.ts --large    # also latency over a topic padded to ~5,000 pages
//   node scripts/bench/chat/retrieval.ts --misses   # also every question missed at rank 1 (tuning)
//   node scripts/bench/chat/retrieval.ts --only en  # one language, no cross-lingual run (tuning on
//                                                   # English, Spanish held out)
// Runs on an in-memory PGlite with the migrations (FOLIO_TEST_DATABASE_URL: a real PostgreSQL).
// Prints figures and PASS/FAIL against the issue's targets; never asserted in tests.
import '../../../packages/documents/src/workers/source-hooks.ts';

const { openTestDatabase } = await import('../../../apps/middleware/src/db/testing.ts');
const { composeAnswer } = await import('../../../apps/middleware/src/chatbot/engine/answer.ts');
const { detectLanguage } = await import('../../../apps/middleware/src/chatbot/engine/language.ts');
const { retrievePassages } =
  await import('../../../apps/middleware/src/chatbot/retrieval/passages.queries.ts');
const { loadTopic } = await import('./topic.ts');
const { hasDataset, loadDocuments, loadQuestions } = await import('./dataset.ts');
const { Bm25Reference } = await import('./bm25-reference.ts');
const { fillerPages } = await import('./filler.ts');
const { contains, isHit, percentile, Tally } = await import('./score.ts');

type Language = 'es' | 'en';
type Questions = ReturnType<typeof loadQuestions>;
type Documents = ReturnType<typeof loadDocuments>;

const TARGETS = {
  hit1: 0.93,
  hit3: 0.98,
  containment: 0.85,
  words: 40,
  citation: 0.9,
  p50: 300,
  p95: 1_000,
};
const LARGE_PAGES = 5_000;
const LARGE_QUESTIONS = 150;

if (!hasDataset()) {
  console.log('docqa-xquad-dev not found (set FOLIO_DATASETS_DIR)');
  process.exit(1);
}
const showMisses = process.argv.includes('--misses');
const onlyAt = process.argv.indexOf('--only');
const only = onlyAt >= 0 ? process.argv[onlyAt + 1] : undefined;
const database = await openTestDatabase();
const db = database.db;

async function askAll(topic: { topicId: string; userId: string }, questions: Questions) {
  const tally = new Tally();
  const misses: string[] = [];
  // The first citation's passage is the gold paragraph (information: the README's citation score
  // asks for the gold answer in the quote itself).
  let citedPassages = 0;
  for (const question of questions) {
    const started = performance.now();
    const passages = await retrievePassages(
      db,
      { userId: topic.userId, topicId: topic.topicId },
      question.question,
      {
        limit: 5,
      },
    );
    const answer = composeAnswer({
      question: question.question,
      language: detectLanguage(question.question),
      passages,
    });
    tally.times.push(performance.now() - started);
    const ranking = passages.map((passage) => ({ ...passage, docFile: passage.fileName }));
    tally.addRanking(question, ranking);
    const cited = answer.citations[0];
    const citedPassage = passages.find((passage) => passage.id === cited?.passageId);
    if (citedPassage && isHit({ ...citedPassage, docFile: citedPassage.fileName }, question)) {
      citedPassages += 1;
    }
    tally.addAnswer(question, {
      text: answer.text,
      found: answer.found,
      ...(cited && citedPassage
        ? { firstCitation: { docFile: citedPassage.fileName, quote: cited.quote } }
        : {}),
    });
    if (showMisses && !question.answers.some((gold) => contains(answer.text, gold))) {
      misses.push(
        `  answer ${question.id} ${question.question} [${question.answers[0]}] -> ${answer.found ? '' : '(not found) '}${cited?.quote.slice(0, 160) ?? ''}`,
      );
    }
    if (
      showMisses &&
      !ranking
        .slice(0, 1)
        .some(
          (passage) =>
            passage.charStart <= question.spanStart &&
            question.spanEnd <= passage.charEnd &&
            passage.docFile === question.docFile,
        )
    ) {
      misses.push(
        `  ${question.id} ${question.question} [${question.answers[0]}] -> ${ranking[0]?.docFile ?? '-'} ${ranking[0]?.text.slice(0, 80) ?? ''}`,
      );
    }
  }
  return { tally, misses, citedPassages };
}

function referenceTally(documents: Documents, questions: Questions) {
  const reference = new Bm25Reference(documents);
  const tally = new Tally();
  for (const question of questions) {
    const started = performance.now();
    tally.addRanking(question, reference.search(question.question, 5));
    tally.times.push(performance.now() - started);
  }
  return tally;
}

const share = (count: number, total: number) => (total === 0 ? 0 : count / total);
const fixed = (value: number) => value.toFixed(3);
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');

function printRun(
  title: string,
  ours: InstanceType<typeof Tally>,
  reference: InstanceType<typeof Tally> | undefined,
  judged: boolean,
  citedPassages: number,
) {
  const n = ours.questions;
  console.log(`\n${title} (${n} questions)`);
  const row = (label: string, value: number, ref: number | undefined, target?: string) =>
    console.log(
      `  ${label.padEnd(26)} ours ${fixed(value).padStart(7)}${ref === undefined ? '' : ` | BM25 paragraphs ${fixed(ref)}`}${target ?? ''}`,
    );
  const judge = (ok: boolean, text: string) => (judged ? `   ${verdict(ok)} (${text})` : '');
  const hit1 = share(ours.hits[1], n);
  const hit3 = share(ours.hits[3], n);
  row(
    'hit@1',
    hit1,
    reference && share(reference.hits[1], n),
    judge(hit1 >= TARGETS.hit1, `>= ${TARGETS.hit1}`),
  );
  row(
    'hit@3',
    hit3,
    reference && share(reference.hits[3], n),
    judge(hit3 >= TARGETS.hit3, `>= ${TARGETS.hit3}`),
  );
  row('hit@5', share(ours.hits[5], n), reference && share(reference.hits[5], n));
  row('MRR', ours.reciprocalRanks / n, reference && reference.reciprocalRanks / n);
  row('doc@1', share(ours.docAt1, n), reference && share(reference.docAt1, n));
  const containment = share(ours.contained, n);
  const words = percentile(ours.answerWords, 0.5);
  const citation = share(ours.citationsCorrect, n);
  row('answered (found)', share(ours.answered, n), undefined);
  row(
    'containment',
    containment,
    undefined,
    judge(containment >= TARGETS.containment, `>= ${TARGETS.containment}`),
  );
  row(
    'median answer words',
    words,
    undefined,
    judge(words <= TARGETS.words, `<= ${TARGETS.words}`),
  );
  row(
    'first citation correct',
    citation,
    undefined,
    judge(citation >= TARGETS.citation, `>= ${TARGETS.citation}`),
  );
  row('first cited passage right', share(citedPassages, n), undefined);
  console.log(
    `  ${'time per question'.padEnd(26)} ours p50 ${percentile(ours.times, 0.5).toFixed(1)} ms, p95 ${percentile(ours.times, 0.95).toFixed(1)} ms` +
      (reference ? ` | BM25 in memory p50 ${percentile(reference.times, 0.5).toFixed(2)} ms` : ''),
  );
}

const documents = { en: loadDocuments('en'), es: loadDocuments('es') };
const questions = { en: loadQuestions('en', documents.en), es: loadQuestions('es', documents.es) };
const topics = {
  en: await loadTopic(db, 'benchen', documents.en),
  es: await loadTopic(db, 'benches', documents.es),
};

console.log(
  'Chatbot retrieval + built-in answers on docqa-xquad-dev (issue 10 targets: hit@1 >= 0.93,',
);
console.log('hit@3 >= 0.98, containment >= 0.85 with median <= 40 words, first citation >= 0.90)');
for (const language of (['en', 'es'] as Language[]).filter((code) => !only || code === only)) {
  const { tally, misses, citedPassages } = await askAll(topics[language], questions[language]);
  printRun(
    `${language === 'en' ? 'English' : 'Spanish'} questions, ${language} documents`,
    tally,
    referenceTally(documents[language], questions[language]),
    true,
    citedPassages,
  );
  if (showMisses) {
    console.log(misses.join('\n'));
  }
}
if (!only) {
  const crossLingual = await askAll(topics.en, loadQuestions('es', documents.en));
  printRun(
    'Cross-lingual (information): Spanish questions, English documents',
    crossLingual.tally,
    referenceTally(documents.en, loadQuestions('es', documents.en)),
    false,
    crossLingual.citedPassages,
  );
}

if (process.argv.includes('--large')) {
  for (const language of ['en', 'es'] as Language[]) {
    const other: Language = language === 'en' ? 'es' : 'en';
    const loadStarted = performance.now();
    const topic = await loadTopic(
      db,
      `large${language}`,
      documents[language],
      fillerPages(documents[language], documents[other], LARGE_PAGES),
    );
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    const sample = questions[language].filter(
      (_, index) => index % Math.ceil(questions[language].length / LARGE_QUESTIONS) === 0,
    );
    const { tally } = await askAll(topic, sample);
    const p50 = percentile(tally.times, 0.5);
    const p95 = percentile(tally.times, 0.95);
    console.log(
      `\nLarge topic, ${language}: 24 documents + ${LARGE_PAGES} filler pages (loaded in ${loadSeconds.toFixed(0)} s), ${tally.questions} questions`,
    );
    console.log(
      `  retrieval + answer p50 ${p50.toFixed(0)} ms   ${verdict(p50 < TARGETS.p50)} (< ${TARGETS.p50} ms)`,
    );
    console.log(
      `  retrieval + answer p95 ${p95.toFixed(0)} ms   ${verdict(p95 < TARGETS.p95)} (< ${TARGETS.p95} ms)`,
    );
    console.log(
      `  hit@1 ${fixed(share(tally.hits[1], tally.questions))}, hit@3 ${fixed(share(tally.hits[3], tally.questions))} with the padding (information)`,
    );
  }
}
await database.close();

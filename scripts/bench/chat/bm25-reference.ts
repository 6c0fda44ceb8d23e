// The reference: plain BM25 (k1 1.2, b 0.75) over blank-line paragraph chunks, words lower-cased
// and accent-folded, no stemming, no stop list. Small enough to write here; it is the baseline
// the issue quotes (about 0.91 hit@1, 0.97 hit@3).
import type { BenchDocument } from './dataset.ts';
import type { ScoredPassage } from './score.ts';

type Chunk = ScoredPassage & { words: Map<string, number>; length: number };

const tokenize = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .match(/[\p{L}\p{N}]+/gu) ?? [];

export class Bm25Reference {
  private readonly chunks: Chunk[] = [];
  private readonly documentFrequency = new Map<string, number>();
  private averageLength = 1;

  constructor(documents: readonly BenchDocument[]) {
    for (const document of documents) {
      let offset = 0;
      for (const block of document.text.split('\n\n')) {
        const words = new Map<string, number>();
        const tokens = tokenize(block);
        for (const token of tokens) {
          words.set(token, (words.get(token) ?? 0) + 1);
        }
        if (tokens.length > 0) {
          this.chunks.push({
            docFile: document.file,
            charStart: offset,
            charEnd: offset + block.length,
            text: block,
            words,
            length: tokens.length,
          });
        }
        offset += block.length + 2;
      }
    }
    for (const chunk of this.chunks) {
      for (const word of chunk.words.keys()) {
        this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
      }
    }
    this.averageLength =
      this.chunks.reduce((sum, chunk) => sum + chunk.length, 0) / Math.max(this.chunks.length, 1);
  }

  search(question: string, limit: number): ScoredPassage[] {
    const terms = [...new Set(tokenize(question))];
    const n = this.chunks.length;
    return this.chunks
      .map((chunk) => {
        let score = 0;
        for (const term of terms) {
          const tf = chunk.words.get(term) ?? 0;
          if (tf > 0) {
            const df = this.documentFrequency.get(term) ?? 0;
            const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
            score +=
              (idf * tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * chunk.length) / this.averageLength));
          }
        }
        return { chunk, score };
      })
      .filter(({ score }) => score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ chunk }) => chunk);
  }
}

// Padding for the latency run (--large): pages made from the dataset's own sentences, so the
// vocabulary and its frequencies are realistic. Half of each page is the other language's
// sentences as written; half is this language's sentences with their words shuffled, so every
// question term is common in the padding while no filler sentence answers a question.
import type { BenchDocument } from './dataset.ts';

const SENTENCES_PER_PAGE = 14;

let seed = 20_260_310;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
  return seed / 2_147_483_648;
}

function sentencesOf(documents: readonly BenchDocument[]): string[] {
  return documents
    .flatMap((document) => document.text.split('\n'))
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/u));
}

function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/** `pages` pages of filler, each about 350 words in two or three paragraphs. */
export function fillerPages(
  same: readonly BenchDocument[],
  other: readonly BenchDocument[],
  pages: number,
): string[] {
  const sameSentences = sentencesOf(same);
  const otherSentences = sentencesOf(other);
  const pick = (list: readonly string[]) => list[Math.floor(random() * list.length)] ?? '';
  return Array.from({ length: pages }, () => {
    const sentences = Array.from({ length: SENTENCES_PER_PAGE }, (_, index) =>
      index % 2 === 0
        ? pick(otherSentences)
        : `${shuffled(pick(sameSentences).split(' ')).join(' ')}.`,
    );
    const third = Math.ceil(sentences.length / 3);
    return [0, 1, 2]
      .map((part) => sentences.slice(part * third, (part + 1) * third).join(' '))
      .join('\n\n');
  });
}

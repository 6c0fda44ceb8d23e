// Reciprocal rank fusion's constant (Cormack et al. 2009): ranks past the first few count less.
const RRF_K = 60;

function cosine(a: readonly number[], b: readonly number[]): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < Math.min(a.length, b.length); index++) {
    const x = a[index] ?? 0;
    const y = b[index] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/**
 * Orders passages by reciprocal rank fusion of two rankings: the full-text one they come in, and
 * their vectors' similarity to the question's. Passages without a vector keep only their
 * full-text rank. The passages are the full-text stage's candidates: vectors re-order what the
 * words found, they do not reach passages without a word of the question.
 */
export function fuseWithVectors<T extends { id: string; score: number }>(
  passages: readonly T[],
  questionVector: readonly number[],
  vectors: ReadonlyMap<string, readonly number[]>,
): T[] {
  const byVector = passages
    .filter((passage) => vectors.has(passage.id))
    .map((passage) => ({
      id: passage.id,
      similarity: cosine(questionVector, vectors.get(passage.id) ?? []),
    }))
    .sort((a, b) => b.similarity - a.similarity);
  const vectorRank = new Map(byVector.map((entry, rank) => [entry.id, rank]));
  const fused = passages.map((passage, textRank) => {
    const rank = vectorRank.get(passage.id);
    const score = 1 / (RRF_K + textRank) + (rank === undefined ? 0 : 1 / (RRF_K + rank));
    return { passage: { ...passage, score }, score };
  });
  return fused.sort((a, b) => b.score - a.score).map((entry) => entry.passage);
}

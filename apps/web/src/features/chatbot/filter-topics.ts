import type { Topic } from '@folio/core';

/** The topics whose name or description holds `query`, case and accents aside. */
export function filterTopics(topics: readonly Topic[], query: string): Topic[] {
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(query.trim());
  if (wanted === '') {
    return [...topics];
  }
  return topics.filter((topic) => fold(`${topic.topico} ${topic.descripcion}`).includes(wanted));
}

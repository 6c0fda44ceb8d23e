import type { TopicSchema } from '../tables/table-types';

export function schemaQuestions(schema: TopicSchema, language: 'es' | 'en'): string[] {
  void schema;
  void language;
  return [];
}

// A generated corpus lives in node_modules/.cache under its generator's version: drawn (and
// scanned) once, then read back like invoices-dev's folders, with one answers file.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { generatorVersion } from './generator-version.ts';

const REPOSITORY = resolve(import.meta.dirname, '../../..');

/** What a generated corpus's answers file holds for each document, at the least. */
export type GeneratedAnswer = { doc: string; half: string };

/**
 * The corpus's folder and answers. `write` draws every document into the folder and returns
 * their answers the first time this version of the generator (its `sources`) is asked for; the
 * answers file is written last, so a run cut off half-way is drawn again, never read half-done.
 */
export async function generatedCorpus<Answer extends GeneratedAnswer>(
  name: string,
  sources: readonly string[],
  write: (dir: string) => Promise<Answer[]>,
): Promise<{ dir: string; answers: Answer[] }> {
  const dir = join(REPOSITORY, 'node_modules/.cache', name, generatorVersion(sources));
  const answersFile = join(dir, 'answers.json');
  if (!existsSync(answersFile)) {
    mkdirSync(dir, { recursive: true });
    const answers = await write(dir);
    writeFileSync(`${answersFile}.part`, JSON.stringify(answers, null, 1));
    renameSync(`${answersFile}.part`, answersFile);
  }
  return { dir, answers: JSON.parse(readFileSync(answersFile, 'utf8')) as Answer[] };
}

/** Tune or held, as the bench's `--half` names it. */
export const halfOf = (answer: GeneratedAnswer): 'tune' | 'held' =>
  answer.half === 'held' ? 'held' : 'tune';

import { confirm } from '@inquirer/prompts';

import type { PromptStreams } from '../auth.prompts';

/** Asks whether to go ahead with a deletion; no unless the user says yes. */
export type ConfirmDeletion = (question: string) => Promise<boolean>;

/**
 * The deletion question with inquirer, asked only on a terminal and written on stderr, so
 * `--json` output on stdout stays clean. Ctrl-C or a closed stdin at the question means no.
 */
export function confirmDeletion(
  streams: PromptStreams = { output: process.stderr },
): ConfirmDeletion {
  return (question) => confirm({ message: question, default: false }, streams).catch(() => false);
}

import { basename, extname } from 'node:path';

import type { CommandContext } from '../context';
import { CliError } from '../errors';

import { readInput } from './utils-files';

/** The contract's longest download name (`HtmlToPdfRequest.name`). */
const MAX_NAME_LENGTH = 200;

/**
 * The HTML of `folio utils html-to-pdf` from exactly one source: a file (whose name, without its
 * extension, names the PDF), `-` for stdin, or `--html`. None, two, or only blanks is a CliError
 * (SPEC §5: HTML to PDF needs a file or text), before anything is sent.
 */
export async function readHtml(
  context: Pick<CommandContext, 'terminal'>,
  input: string | undefined,
  inline: string | undefined,
): Promise<{ html: string; name?: string }> {
  if ((input === undefined) === (inline === undefined)) {
    throw new CliError('cli.utils.htmlSource');
  }
  let html: string;
  let name: string | undefined;
  if (inline !== undefined) {
    html = inline;
  } else if (input === '-') {
    html = await context.terminal.readStdin();
  } else {
    const path = input ?? '';
    html = (await readInput(path)).toString('utf8');
    name = basename(path, extname(path)).slice(0, MAX_NAME_LENGTH) || undefined;
  }
  if (html.trim() === '') {
    throw new CliError('cli.utils.htmlEmpty');
  }
  return name ? { html, name } : { html };
}

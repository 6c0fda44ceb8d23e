import { toTopicName, translate } from '@folio/core';

import type { SignedInContext } from '../../context';
import { CliError } from '../../errors';
import { safeText } from '../files/format';

import { requireTopic } from './chatbot-calls';
import { tableLines } from './table-lines';

/** The flags of `folio chat tables`. */
export type TablesOptions = { rows?: string };

/** Preview rows printed per table unless `--rows` says otherwise. */
const DEFAULT_ROWS = 5;
/** The server's preview holds the first 100 rows (SPEC §9). */
const MAX_ROWS = 100;

/**
 * `folio chat tables TOPIC [--rows N]` (issue 12): each table an accounting topic's workbooks
 * became, with its title (file and sheet), SQL name and row count, its columns (sheet header, SQL
 * name, type), its notes and its first rows; `--json` gives the tables whole, preview included.
 */
export async function runTables(
  context: SignedInContext,
  topicName: string,
  options: TablesOptions,
): Promise<number> {
  const { output, language } = context;
  const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
    translate(language, key, values);
  const topic = await requireTopic(context, toTopicName(topicName));
  if (topic.config_chatbot !== 'estructurado') {
    throw new CliError('cli.chat.tables.notAccounting', { topic: topic.topico });
  }
  const rows = rowsOption(options.rows);
  const tables = await context.folio.chat.tables.list(topic.topico);
  output.data({ tables });
  if (tables.length === 0) {
    output.info(t('cli.chat.tables.none', { topic: safeText(topic.topico) }));
    return 0;
  }
  tables.forEach((table, index) => {
    if (index > 0) {
      output.info('');
    }
    output.info(
      t('cli.chat.tables.title', {
        title: safeText(table.title),
        name: table.name,
        count: table.row_count,
      }),
    );
    const columns = table.columns.map((column) =>
      t('cli.chat.tables.column', {
        header: safeText(column.header),
        name: column.name,
        type: t(`chatbot.tables.columnTypes.${column.type}`),
      }),
    );
    output.info(t('cli.chat.tables.columns', { columns: columns.join(', ') }));
    if (table.notes.length > 0) {
      output.info(t('cli.chat.tables.notes', { notes: safeText(table.notes.join(' · ')) }));
    }
    const headings = table.columns.map((column) => column.header);
    // The rows past the preview count as more too: the table has `row_count` in all.
    const lines = tableLines(headings, table.preview.slice(0, rows), rows, language);
    const more = table.row_count - Math.min(rows, table.preview.length);
    lines.forEach((line) => output.info(line));
    if (more > 0) {
      output.info(t('cli.chat.answerMoreRows', { count: more }));
    }
  });
  return 0;
}

/** `--rows N`: a whole number from 0 to the preview's 100; anything else is refused. */
function rowsOption(value: string | undefined): number {
  if (value === undefined) {
    return DEFAULT_ROWS;
  }
  const rows = Number(value);
  if (!Number.isInteger(rows) || rows < 0 || rows > MAX_ROWS) {
    throw new CliError('cli.chat.ask.invalidChoice', {
      option: '--rows',
      value,
      valid: `0-${MAX_ROWS}`,
    });
  }
  return rows;
}

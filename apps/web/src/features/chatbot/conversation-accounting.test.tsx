import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { TopicTable } from './chatbot-api';
import type { AnswerTable } from './table-values';
import { createFakeChatbot, topicOf } from './testing/fake-chatbot';
import { renderChatbot } from './testing/render-chatbot';

// jsdom draws nothing on a canvas: PrimeReact's chart is replaced by a canvas that keeps its props.
const drawn = vi.hoisted(() => [] as Array<{ type: string; data: { labels: string[] } }>);
vi.mock('primereact/chart', () => ({
  Chart: (props: { type: string; data: { labels: string[] }; ariaLabel: string }) => {
    drawn.push(props);
    return <canvas role="img" aria-label={props.ariaLabel} />;
  },
}));

const PATH = '/chatbot/run-topic/cuentas';

const FACTURAS: TopicTable = {
  name: 'facturas',
  title: 'libro.xlsx · Facturas',
  columns: [
    { name: 'fecha', header: 'Fecha', type: 'date' },
    { name: 'importe', header: 'Importe', type: 'decimal' },
  ],
  row_count: 250,
  totals: [['Total', '2.100,75']],
  notes: ['Libro de facturas 2024'],
  preview: Array.from({ length: 100 }, (_, index) => [`2024-01-${(index % 28) + 1}`, index]),
};

/** 30 months and their totals, drawn as a line. */
const BY_MONTH: AnswerTable = {
  sql: 'SELECT mes, sum(importe) AS total FROM facturas GROUP BY mes',
  columns: ['mes', 'total'],
  rows: Array.from({ length: 30 }, (_, index) => [`m${index + 1}`, (index + 1) * 100]),
  truncated: false,
  shape: 'series',
  chart: { kind: 'line', label_column: 0, value_column: 1 },
};

function accountingChatbot() {
  const chatbot = createFakeChatbot({
    topics: [topicOf('cuentas', { config_chatbot: 'estructurado' })],
  });
  chatbot.state.tables = [{ ...FACTURAS, preview: FACTURAS.preview.slice(0, 3) }];
  chatbot.state.sqlQuestions = ['¿Importe total por mes?', '¿Cuántas facturas hay?'];
  chatbot.state.answerFields = { bot_response: '30 meses; el mayor es m30.', table: BY_MONTH };
  return chatbot;
}

const saved: Blob[] = [];

beforeEach(() => {
  drawn.length = 0;
  saved.length = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:folio.test/csv';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockReturnValue(undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('an accounting topic', () => {
  it('shows its tables: title, headers with name and type, totals, and the preview in a focusable region', async () => {
    const chatbot = accountingChatbot();
    chatbot.state.tables = [FACTURAS];
    renderChatbot(chatbot, PATH);

    const region = await screen.findByRole('region', { name: 'Rows of libro.xlsx · Facturas' });
    expect(region.tabIndex).toBe(0);
    expect(screen.getByRole('heading', { name: 'libro.xlsx · Facturas' })).toBeDefined();
    expect(screen.getByText('facturas · 250 rows')).toBeDefined();
    expect(screen.getByText('Notes: Libro de facturas 2024')).toBeDefined();
    const table = within(region).getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Fecha fecha · date' })).toBeDefined();
    expect(within(table).getByRole('columnheader', { name: /^Importe/ })).toBeDefined();
    expect(within(table).getByText('The first 100 of 250 rows.')).toBeDefined();
    // 100 preview rows, the headings and the totals.
    expect(table.querySelectorAll('tr')).toHaveLength(102);
    expect(within(table).getByText('2.100,75')).toBeDefined();
  });

  it('suggests its SQL questions, asked upper-cased, and asks one through the accountant route', async () => {
    const { server } = renderChatbot(accountingChatbot(), PATH);
    fireEvent.click(await screen.findByRole('button', { name: '¿Importe total por mes?' }));

    await screen.findByText('30 meses; el mayor es m30.');
    const [questions] = server.calls('POST /api/chatbot/sql-questions');
    expect(await questions?.text()).toContain('"topico":"CUENTAS"');
    const [sent] = server.calls('POST /api/chatbot/messages/accountant');
    const body = (await sent?.text()) ?? '';
    expect(body).toContain('"prompt":"¿Importe total por mes?"');
    expect(body).toContain('"config_chatbot":"estructurado"');
    expect(server.calls('POST /api/chatbot/prompt-suggestions')).toHaveLength(0);
  });

  it('recreates the SQL questions when there are none yet, and fetches them once more (SPEC §4)', async () => {
    const chatbot = accountingChatbot();
    chatbot.state.sqlQuestions = null;
    const { server } = renderChatbot(chatbot, PATH);

    expect(
      await screen.findByRole('button', { name: '¿Total por mes?' }, { timeout: 6000 }),
    ).toBeDefined();
    expect(server.calls('POST /api/chatbot/sql-questions/recreate')).toHaveLength(1);
    expect(server.calls('POST /api/chatbot/sql-questions')).toHaveLength(2);
  }, 10_000);

  it("shows an answer's rows 25 a page, its chart, its SQL collapsed, and exports them as CSV", async () => {
    renderChatbot(accountingChatbot(), PATH);
    const input = await screen.findByLabelText('Your question');
    fireEvent.change(input, { target: { value: 'total por mes' } });
    fireEvent.keyDown(input, { key: 'Enter' });

    const result = await screen.findByRole('region', { name: 'Result: total por mes' });
    expect(within(result).getAllByRole('row')).toHaveLength(26);
    expect(within(result).getByRole('columnheader', { name: 'total' })).toBeDefined();
    expect(screen.getByText('Page 1 of 2')).toBeDefined();
    const next = screen.getByRole('button', { name: 'Next page' });
    fireEvent.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    expect(within(result).getAllByRole('row')).toHaveLength(6);
    // On the last page the button says it does nothing more, and keeps the keyboard focus.
    expect(next.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(next);
    expect(screen.getByText('Page 2 of 2')).toBeDefined();
    expect(within(result).getByText('m30')).toBeDefined();

    expect(screen.getByRole('img', { name: 'Chart of total by mes' })).toBeDefined();
    await waitFor(() => expect(drawn).not.toHaveLength(0));
    expect(drawn.at(-1)?.type).toBe('line');
    expect(drawn.at(-1)?.data.labels).toHaveLength(30);

    const sql = screen.getByRole('button', { name: 'SQL query' });
    const code = screen.getByText(BY_MONTH.sql);
    expect(sql.getAttribute('aria-expanded')).toBe('false');
    expect(code.closest('[hidden]')).not.toBeNull();
    fireEvent.click(sql);
    expect(code.closest('[hidden]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    const [blob = new Blob()] = saved;
    // The byte-order mark first, which reading the text drops.
    expect([...new Uint8Array(await blob.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = await blob.text();
    expect(csv.split('\r\n').slice(0, 3)).toEqual(['mes,total', 'm1,100', 'm2,200']);
    expect(csv.split('\r\n')).toHaveLength(32);
  });

  it('adds workbooks through the accounting training route', async () => {
    const { server } = renderChatbot(accountingChatbot(), PATH);
    fireEvent.change(await screen.findByLabelText('Add files'), {
      target: { files: [new File(['PK'], 'marzo.xlsx')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Train' }));

    await waitFor(() => expect(server.calls('POST /api/chatbot/train/accounting')).toHaveLength(1));
    expect(server.calls('POST /api/chatbot/train/conversational')).toHaveLength(0);
  });
});

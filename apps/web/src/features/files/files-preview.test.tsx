import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createFakeStorage, storedFile } from './testing/fake-storage';
import { renderFiles } from './testing/render-files';

const SHEET = storedFile('ventas.xlsx', { kind: 'document' });
const DOCX = storedFile('informe.docx');
const NOTES = storedFile('notas.md');

async function openPreview(name: string) {
  const table = screen.getByRole('region', { name: /^Files of/ });
  fireEvent.click(await within(table).findByRole('button', { name }));
  return screen.findByRole('dialog', { name: `Preview: ${name}` });
}

describe('files preview (issue 5)', () => {
  it('shows a spreadsheet one sheet per tab, with its first rows (SPEC §9)', async () => {
    const storage = createFakeStorage({ files: [SHEET] });
    storage.state.previews.set(SHEET.blob_name, {
      kind: 'spreadsheet',
      file: SHEET,
      sheets: [
        {
          name: 'Enero',
          rows: [
            ['Producto', 'Total'],
            ['Sillas', 120],
          ],
          total_rows: 250,
        },
        { name: 'Febrero', rows: [['Mesas', 80, true, null]], total_rows: 1 },
      ],
    });
    await renderFiles(storage);

    const dialog = await openPreview('ventas.xlsx');

    const enero = await within(dialog).findByRole('table', { name: 'Enero' });
    expect(within(enero).getByText('Sillas')).toBeDefined();
    expect(within(enero).getByText('120')).toBeDefined();
    expect(within(dialog).getByText('First 2 of 250 rows')).toBeDefined();
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Febrero' }));
    const febrero = await within(dialog).findByRole('table', { name: 'Febrero' });
    expect(within(febrero).getByText('true')).toBeDefined();
  });

  it('shows a DOCX in a sandboxed frame, never in the page', async () => {
    const storage = createFakeStorage({ files: [DOCX] });
    storage.state.previews.set(DOCX.blob_name, {
      kind: 'html',
      file: DOCX,
      html: '<h1>Informe</h1><p>Texto</p>',
    });
    await renderFiles(storage);

    const dialog = await openPreview('informe.docx');

    const frame = await within(dialog).findByTitle('Document of informe.docx');
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toContain('<h1>Informe</h1>');
    expect(within(dialog).queryByRole('heading', { name: 'Informe' })).toBeNull();
  });

  it('shows Markdown as plain text, so nothing in it becomes markup', async () => {
    const storage = createFakeStorage({ files: [NOTES] });
    storage.state.previews.set(NOTES.blob_name, {
      kind: 'text',
      file: NOTES,
      text: '# Título\n<img src=x onerror=alert(1)>',
      truncated: true,
    });
    await renderFiles(storage);

    const dialog = await openPreview('notas.md');

    const text = await within(dialog).findByText(/# Título/);
    expect(text.tagName).toBe('PRE');
    expect(dialog.querySelector('img')).toBeNull();
    expect(within(dialog).getByText(/beginning of the text only/)).toBeDefined();
  });

  it('says when a type has no preview', async () => {
    const file = storedFile('video.mp4', { kind: 'video' });
    await renderFiles(createFakeStorage({ files: [file] }));

    const dialog = await openPreview('video.mp4');

    expect(await within(dialog).findByText(/no preview for this type/)).toBeDefined();
  });
});

describe('content search (SPEC §2 advanced search)', () => {
  it('shows the hits with their page and highlighted snippet, and a link to the chatbot', async () => {
    const storage = createFakeStorage({ files: [DOCX] });
    storage.state.hits = [
      {
        file: DOCX,
        page: 3,
        rank: 0.9,
        snippet: 'el <mark>total</mark> &lt;b&gt; <img src=x onerror=alert(1)> final',
      },
    ];
    const { server } = await renderFiles(storage);

    fireEvent.click(screen.getByRole('button', { name: 'Content search' }));
    const panel = screen.getByRole('region', { name: 'Content search' });
    fireEvent.change(within(panel).getByLabelText('Words to find inside the documents'), {
      target: { value: ' total ' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Search' }));

    expect(await within(panel).findByText('Results: 1')).toBeDefined();
    const mark = within(panel).getByText('total', { selector: 'mark' });
    expect(mark.parentElement?.textContent).toBe('el total <b> <img src=x onerror=alert(1)> final');
    expect(panel.querySelector('img')).toBeNull();
    expect(within(panel).getByText(/Page 3/)).toBeDefined();
    expect(
      within(panel)
        .getByRole('link', { name: /Ask the chatbot/ })
        .getAttribute('href'),
    ).toBe('/chatbot/run-topic/BUSQUEDA_GLOBAL');
    const body = await server.calls('POST /api/storage/search')[0]?.text();
    expect(body).toContain('"prompt":"total"');
    expect(body).toContain('"topico":"BUSQUEDA_GLOBAL"');
  });

  it('opens a hit in the preview', async () => {
    const storage = createFakeStorage({ files: [DOCX] });
    storage.state.hits = [{ file: DOCX, page: 2, rank: 1, snippet: '<mark>x</mark>' }];
    await renderFiles(storage);
    fireEvent.click(screen.getByRole('button', { name: 'Content search' }));
    const panel = screen.getByRole('region', { name: 'Content search' });
    fireEvent.change(within(panel).getByLabelText('Words to find inside the documents'), {
      target: { value: 'x' },
    });
    fireEvent.click(within(panel).getByRole('button', { name: 'Search' }));

    fireEvent.click(
      await within(panel).findByRole('button', { name: 'Open informe.docx at page 2' }),
    );

    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Preview: informe.docx' })).toBeDefined(),
    );
  });
});

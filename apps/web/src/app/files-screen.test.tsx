import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  configuration,
  createFakeExtractor,
  extractedDocument,
} from '../features/extractor/testing/fake-extractor';
import { createFakeStorage, storedFile } from '../features/files/testing/fake-storage';
import { renderFiles } from '../features/files/testing/render-files';

const rowOf = (name: string) => {
  const row = within(screen.getByRole('region', { name: /^Files of/ }))
    .getByText(name)
    .closest('tr');
  if (!row) {
    throw new Error(`no row for ${name}`);
  }
  return row;
};

describe('the files screen as the app composes it (issue 14)', () => {
  it('runs a configuration on the selected PDFs, offered once a PDF is selected', async () => {
    const storage = createFakeStorage({
      files: [storedFile('factura.pdf'), storedFile('notas.txt', { mime_type: 'text/plain' })],
    });
    const extractor = createFakeExtractor({
      configurations: [configuration('Facturas')],
      documents: [extractedDocument('factura')],
    });
    Object.assign(storage.routes, extractor.routes);
    const { server, app } = await renderFiles(storage);
    const RUN = { name: 'Run a configuration on these files' };

    fireEvent.click(within(rowOf('notas.txt')).getByRole('checkbox'));
    expect(screen.queryByRole('button', RUN)).toBeNull();
    fireEvent.click(within(rowOf('factura.pdf')).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', RUN));
    const dialog = await screen.findByRole('dialog', { name: 'Run a configuration' });
    expect(within(dialog).getByText('The run reads 1 file; PDFs only.')).toBeDefined();
    fireEvent.click(await within(dialog).findByLabelText('Facturas'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start the run' }));

    expect(await screen.findByRole('heading', { name: 'Run Facturas' })).toBeDefined();
    expect(app.router.state.location.search).toBe('?run=run-1');
    const sent = (await server.calls('POST /api/extractor/extract/from-files')[0]?.json()) as {
      file_ids: string[];
    };
    expect(sent.file_ids).toEqual(['id-uploads-factura.pdf']);
  });
});

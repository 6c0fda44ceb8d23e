import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createFakeServer, errorAnswer, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

/** The names the app saved files under: `saveDownload` clicks an `<a download>`. */
let saved: string[];

beforeEach(() => {
  saved = [];
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = () => 'blob:x';
      static override revokeObjectURL = () => undefined;
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Routes = NonNullable<Parameters<typeof createFakeServer>[0]>['routes'];

async function openUtils(routes: Routes, language = 'en-US') {
  signIn();
  const server = createFakeServer({ routes });
  renderApp({ fetch: server.fetch, path: '/utils', browserLanguage: language });
  await screen.findByRole('heading', { level: 1 });
  return server;
}

describe('utils page', () => {
  it('shows a working card for every utility of SPEC §7', async () => {
    await openUtils({});
    const titles = screen
      .getAllByRole('region')
      .map((region) => within(region).getByRole('heading', { level: 2 }).textContent?.trim());
    expect(titles).toEqual([
      'Combine PDFs',
      'Split PDF',
      'Images to PDF',
      'HTML to PDF',
      'Convert to PDF',
      'Split Word',
      'Split Excel',
      'PDF to images',
      'PDFs to ZIP',
    ]);
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('prints typed HTML as the signed-in user and saves the PDF under the server name', async () => {
    const server = await openUtils({
      'POST /api/utils/html-to-pdf': () =>
        new Response('%PDF-1.7', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename*=UTF-8''documento.pdf`,
          },
        }),
    });
    const card = screen.getByRole('region', { name: 'HTML to PDF' });
    fireEvent.change(within(card).getByLabelText('HTML'), { target: { value: '<h1>Hola</h1>' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Make PDF' }));

    await waitFor(() => expect(saved).toEqual(['documento.pdf']));
    const [request] = server.calls('POST /api/utils/html-to-pdf');
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(await request?.json()).toEqual({
      user: 'ana.lopez@example.com',
      empresa: 'demo',
      aplicacion: 'manager_extractor',
      modelo: 'global_manager_extractor',
      html: '<h1>Hola</h1>',
      pageSize: 'a4',
      landscape: false,
    });
  });

  it('shows a failure in the user language and saves nothing (SPEC §8)', async () => {
    await openUtils(
      {
        'POST /api/utils/convert-to-pdf': () =>
          errorAnswer(422, 'PDF_PROCESSING_ERROR', 'rota.pdf could not be opened'),
      },
      'es-ES',
    );
    const card = screen.getByRole('region', { name: 'Convertir a PDF' });
    const input = within(card).getByLabelText('Convertir a PDF: Elegir archivos', {
      selector: 'input',
    });
    fireEvent.change(input, { target: { files: [new File(['x'], 'rota.pdf')] } });
    fireEvent.click(within(card).getByRole('button', { name: 'Convertir' }));

    expect(await screen.findByText(/No se pudo procesar el PDF/)).toBeDefined();
    expect(saved).toEqual([]);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { configuration, createFakeExtractor } from './testing/fake-extractor';
import { renderExtractor } from './testing/render-extractor';

const table = () => screen.getByRole('region', { name: 'Configurations' });
const loaded = () => screen.findByRole('region', { name: 'Configurations' });

describe('configurations page', () => {
  it('lists the configurations with their type, attributes and actions (SPEC §2)', async () => {
    const extractor = createFakeExtractor({
      configurations: [configuration('Facturas', { document_count: 4 }), configuration('Tickets')],
    });
    renderExtractor(extractor, '/extractor');

    const row = (await within(await loaded()).findByText('Facturas')).closest('tr');
    expect(row?.textContent).toContain('Invoice');
    expect(row?.textContent).toContain('Headers: 3, details: 2');
    expect(
      within(table()).getByRole('link', { name: 'Results of Facturas' }).getAttribute('href'),
    ).toBe('/extractor/results/Facturas');
    expect(within(table()).getByRole('link', { name: 'Run Facturas' }).getAttribute('href')).toBe(
      '/extractor/run/Facturas',
    );
    expect(screen.getByRole('link', { name: 'New configuration' }).getAttribute('href')).toBe(
      '/extractor/new',
    );
  });

  it('searches by name (SPEC §2 search)', async () => {
    const extractor = createFakeExtractor({
      configurations: [configuration('Facturas'), configuration('Tickets')],
    });
    renderExtractor(extractor, '/extractor');
    await within(await loaded()).findByText('Facturas');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search configurations' }), {
      target: { value: 'tick' },
    });

    expect(within(table()).queryByText('Facturas')).toBeNull();
    expect(within(table()).getByText('Tickets')).toBeDefined();
  });

  it('says when there is no configuration yet', async () => {
    renderExtractor(createFakeExtractor(), '/extractor');
    await loaded();

    expect(await screen.findByText('You have no configurations yet.')).toBeDefined();
  });

  it('views a configuration with its attributes', async () => {
    renderExtractor(
      createFakeExtractor({ configurations: [configuration('Facturas', { prompt: 'In euros' })] }),
      '/extractor',
    );

    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: 'View Facturas' }));

    const dialog = await screen.findByRole('dialog', { name: 'Facturas' });
    expect(within(dialog).getByText('In euros')).toBeDefined();
    expect(within(dialog).getByText('Invoice No')).toBeDefined();
    expect(within(dialog).getByText('Built-in engine')).toBeDefined();
  });

  it('deletes a configuration after a confirmation and reloads the list (SPEC §4)', async () => {
    const extractor = createFakeExtractor({
      configurations: [configuration('Facturas'), configuration('Tickets')],
    });
    const { server } = renderExtractor(extractor, '/extractor');

    await loaded();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Facturas' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm deletion' });
    expect(confirm.textContent).toContain('Delete the configuration Facturas');
    expect(server.calls('DELETE /api/extractor/configurations')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Configuration Facturas deleted successfully')).toBeDefined();
    await waitFor(() => expect(within(table()).queryByText('Facturas')).toBeNull());
    const [call] = server.calls('DELETE /api/extractor/configurations');
    expect(await call?.json()).toMatchObject({ id: 'config-Facturas', empresa: 'demo' });
  });

  it('speaks Spanish to a Spanish browser', async () => {
    renderExtractor(createFakeExtractor(), '/extractor', { browserLanguage: 'es-ES' });
    await screen.findByRole('region', { name: 'Configuraciones' });

    expect(await screen.findByText('Todavía no tiene configuraciones.')).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Configuraciones de extracción' })).toBeDefined();
  });
});

describe('last configurations page', () => {
  it('lists each configuration with its documents per state (SPEC §2, §7 get collections)', async () => {
    renderExtractor(createFakeExtractor(), '/extractor/last-configs');

    const region = await screen.findByRole('region', { name: 'Last configurations' });
    expect(await within(region).findByText('Facturas')).toBeDefined();
    expect(within(region).getByText('Manually verified: 1')).toBeDefined();
    expect(within(region).getByText('Not verified: 2')).toBeDefined();
    expect(within(region).getByRole('link', { name: 'Run again' }).getAttribute('href')).toBe(
      '/extractor/run/Facturas',
    );
  });
});

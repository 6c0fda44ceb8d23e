import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { createFakeServer, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';
import { createFakeDashboard, dashboardOf, newAccountDashboard } from './testing/fake-dashboard';

// jsdom draws nothing on a canvas: PrimeReact's chart is replaced by a named canvas.
vi.mock('primereact/chart', () => ({
  Chart: (props: { ariaLabel: string }) => <canvas role="img" aria-label={props.ariaLabel} />,
}));

function openDashboard(
  fake = createFakeDashboard(),
  options: { path?: string; browserLanguage?: string } = {},
) {
  signIn();
  const server = createFakeServer({ routes: fake.routes });
  const app = renderApp({ fetch: server.fetch, path: options.path ?? '/dashboard', ...options });
  return { fake, app };
}

describe('DashboardPage', () => {
  it('shows each figure of the period with a link to its screen', async () => {
    openDashboard();
    const documents = await screen.findByRole('article', { name: 'Documents processed' });
    expect(within(documents).getByText('1,234')).toBeDefined();
    expect(
      within(documents).getByText('Pages read: 2,500 · failed: 2 · in progress: 1'),
    ).toBeDefined();
    expect(
      within(documents).getByRole('link', { name: 'See the results' }).getAttribute('href'),
    ).toBe('/extractor/last-configs');
    const accuracy = screen.getByRole('article', { name: 'Extraction accuracy' });
    expect(within(accuracy).getByText('96.5%')).toBeDefined();
    expect(
      within(accuracy).getByText('7 of 200 fields corrected by hand in 15 documents you verified'),
    ).toBeDefined();
    const files = screen.getByRole('article', { name: 'Files stored' });
    expect(within(files).getByRole('link', { name: 'Open Files' }).getAttribute('href')).toBe(
      '/files',
    );
    expect(screen.getByRole('article', { name: 'Pages left' }).textContent).toContain('2,460');
    expect(screen.getByText('March 2025')).toBeDefined();
  });

  it('shows the utilities used in the period, the most used one, and links to the utilities', async () => {
    openDashboard();
    const utilities = await screen.findByRole('article', { name: 'Utilities used' });
    expect(within(utilities).getByText('17')).toBeDefined();
    expect(within(utilities).getByText('Files: 40 · PDF pages read: 1,320')).toBeDefined();
    expect(within(utilities).getByText('Most used: Combine PDFs (12)')).toBeDefined();
    expect(
      within(utilities).getByRole('link', { name: 'Open the utilities' }).getAttribute('href'),
    ).toBe('/utils');
  });

  it('keeps its headings in order, and tells the chart in a table', async () => {
    openDashboard();
    await screen.findByRole('article', { name: 'Documents processed' });
    const levels = screen.getAllByRole('heading').map((heading) => heading.tagName);
    expect(levels.slice(0, 2)).toEqual(['H1', 'H2']);
    expect(levels.filter((level) => level === 'H1')).toHaveLength(1);
    const chart = screen.getByRole('img', { name: /Documents processed by state/ });
    expect(chart.getAttribute('aria-label')).toBe(
      'Documents processed by state, questions asked and utilities used, by day, March 2025',
    );
    const table = screen.getByRole('table', { name: chart.getAttribute('aria-label') ?? '' });
    expect(within(table).getAllByRole('row')).toHaveLength(32);
    expect(within(table).getByRole('rowheader', { name: 'Friday, March 14' })).toBeDefined();
    // The utilities used are a line of the chart, so a column of its table.
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.at(-1)?.textContent).toBe('Utilities used');
    const day = within(table).getByRole('row', { name: /Friday, March 21/ });
    expect(within(day).getAllByRole('cell').at(-1)?.textContent).toBe('17');
  });

  it("lists the period's latest runs with the fields corrected by hand", async () => {
    openDashboard();
    const runs = await screen.findByRole('region', { name: 'Latest runs' });
    expect(
      within(runs).getByRole('link', { name: 'Results of Facturas' }).getAttribute('href'),
    ).toBe('/extractor/results/Facturas');
    expect(within(runs).getByText(/40 documents; verified by you: 15/)).toBeDefined();
    expect(within(runs).getByText(/7 fields corrected by hand/)).toBeDefined();
  });

  it('asks for the month in the browser time zone, and keeps a chosen period in the URL', async () => {
    const { fake, app } = openDashboard();
    await screen.findByRole('article', { name: 'Documents processed' });
    expect(fake.queries[0]?.get('period')).toBe('month');
    expect(fake.queries[0]?.get('timeZone')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(fake.queries[0]?.has('date')).toBe(false);
    const filter = screen.getByRole('group', { name: 'Period' });
    fireEvent.click(within(filter).getByText('Week'));
    await waitFor(() => expect(app.router.state.location.search).toBe('?period=week'));
    await waitFor(() => expect(fake.queries.at(-1)?.get('period')).toBe('week'));
  });

  it('opens at the period and day the URL names, and moves to the one before', async () => {
    const { fake, app } = openDashboard(undefined, {
      path: '/dashboard?period=year&date=2024-06-01',
    });
    await screen.findByRole('article', { name: 'Documents processed' });
    expect(fake.queries[0]?.get('period')).toBe('year');
    expect(fake.queries[0]?.get('date')).toBe('2024-06-01');
    fireEvent.click(screen.getByRole('button', { name: 'Previous year' }));
    // The answer's day is the fixture's, 14 March 2025: a year before it.
    await waitFor(() =>
      expect(app.router.state.location.search).toBe('?period=year&date=2024-03-14'),
    );
  });

  it('shows a new account the three first steps instead of empty figures', async () => {
    openDashboard(createFakeDashboard(() => newAccountDashboard()));
    const steps = await screen.findByRole('region', { name: 'Welcome to Folio' });
    const links = within(steps)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Upload files', '/files'],
      ['Configure an extraction', '/extractor/new'],
      ['Make a chatbot topic', '/chatbot/new-topic'],
    ]);
    expect(screen.queryByRole('group', { name: 'Period' })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says when the dashboard could not be loaded, and tries again', async () => {
    const fake = createFakeDashboard();
    fake.failWith = { status: 400, errorCode: 'BAD_REQUEST' };
    openDashboard(fake);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The dashboard could not be loaded.');
    fake.failWith = undefined;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Documents processed' })).toBeDefined();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Spanish', async () => {
    openDashboard(
      createFakeDashboard(() => dashboardOf()),
      { browserLanguage: 'es-ES' },
    );
    expect(await screen.findByRole('heading', { name: 'Panel', level: 1 })).toBeDefined();
    const documents = await screen.findByRole('article', { name: 'Documentos procesados' });
    expect(within(documents).getByText('1234')).toBeDefined();
    expect(screen.getByRole('group', { name: 'Periodo' })).toBeDefined();
    expect(screen.getByText('marzo de 2025')).toBeDefined();
    const utilities = screen.getByRole('article', { name: 'Utilidades usadas' });
    expect(within(utilities).getByText('La más usada: Combinar PDF (12)')).toBeDefined();
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readAcceptances, readStoredSession } from '../../lib/storage';
import { createFakeServer, errorAnswer, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

async function openDashboard(server = createFakeServer(), browserLanguage = 'en-US') {
  const app = renderApp({ fetch: server.fetch, path: '/dashboard', browserLanguage });
  await screen.findByRole('heading', { name: /Dashboard|Panel/, level: 1 });
  return { app, server };
}

const openUserMenu = () => fireEvent.click(screen.getByRole('button', { name: /^User menu/ }));

describe('app shell', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the part of the username before the @, each word capitalised (SPEC §2)', async () => {
    signIn();
    await openDashboard();

    expect(screen.getByRole('button', { name: 'User menu: Ana Lopez' })).toBeDefined();
  });

  it('logs out through the server, then clears the session and the terms flag and goes to /login (SPEC §4)', async () => {
    signIn();
    const { app, server } = await openDashboard();

    openUserMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect(app.pathname()).toBe('/login');
    expect(readStoredSession()).toBeNull();
    expect(readAcceptances()).toEqual({});
    expect(server.calls('POST /api/auth/logout')[0]?.headers.get('authorization')).toMatch(
      /^Bearer /,
    );
  });

  it('logs out locally even when the server call fails (SPEC §4 "regardless of the result")', async () => {
    signIn();
    const server = createFakeServer({
      routes: { 'POST /api/auth/logout': () => errorAnswer(500, 'INTERNAL_SERVER_ERROR', 'x') },
    });
    const { app } = await openDashboard(server);

    openUserMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(app.pathname()).toBe('/login'));
    expect(readStoredSession()).toBeNull();
  });

  it('switches the language from the user menu and remembers it (SPEC §1)', async () => {
    signIn();
    await openDashboard();

    openUserMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Spanish' }));

    expect(await screen.findByRole('heading', { name: 'Panel', level: 1 })).toBeDefined();
    expect(window.localStorage.getItem('language')).toBe('sp');
  });

  it('applies and keeps the layout settings, with the horizontal layout forcing a dark top bar (SPEC §3, §4)', async () => {
    signIn();
    const { app } = await openDashboard();

    fireEvent.click(screen.getByRole('button', { name: 'Open the layout settings' }));
    await screen.findByRole('heading', { name: 'Layout settings' });
    fireEvent.click(screen.getByLabelText('Horizontal'));

    expect(document.body.getAttribute('data-layout')).toBe('horizontal');
    expect(document.body.getAttribute('data-topbar')).toBe('dark');
    expect(document.body.hasAttribute('data-sidebar')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem('layoutSettings') ?? '{}')).toMatchObject({
      layoutType: 'horizontal',
      topbarTheme: 'dark',
    });

    app.unmount();
    await openDashboard();
    expect(document.body.getAttribute('data-layout')).toBe('horizontal');
  });

  it('hides the top bar past 50 px scrolling down and shows it on scroll up (SPEC §2)', async () => {
    signIn();
    await openDashboard();
    const topBar = () => screen.getByRole('banner');
    const scrollTo = (y: number) => {
      window.scrollY = y;
      fireEvent.scroll(window);
    };

    scrollTo(40);
    expect(topBar().className).not.toContain('hidden');
    scrollTo(120);
    expect(topBar().className).toContain('folio-topbar--hidden');
    scrollTo(100);
    expect(topBar().className).not.toContain('hidden');
  });

  it('collapses the sidebar on wide screens and opens it as a menu on narrow ones (SPEC §9)', async () => {
    signIn();
    const { app } = await openDashboard();
    const shell = () => app.container.querySelector('.folio-shell');
    const toggle = () =>
      fireEvent.click(screen.getByRole('button', { name: 'Show or hide the menu' }));

    window.innerWidth = 1280;
    toggle();
    expect(shell()?.hasAttribute('data-sidebar-collapsed')).toBe(true);
    toggle();
    window.innerWidth = 800;
    toggle();
    expect(shell()?.hasAttribute('data-sidebar-collapsed')).toBe(false);
    expect(shell()?.hasAttribute('data-menu-open')).toBe(true);
  });

  it('copies the contact address and shows a check icon for 2 s (SPEC §2, §9)', async () => {
    signIn();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openDashboard();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const links = screen.getByRole('navigation', { name: 'Useful links' });
    const contact = within(links).getByRole('link', { name: /Contact/ });
    const icon = () => contact.querySelector('[data-testid="contact-icon"]')?.className ?? '';
    // The browser hands a mailto link to the mail app; jsdom would try to navigate instead and
    // report "Not implemented: navigation". The app's own click handler still runs.
    contact.addEventListener('click', (event) => event.preventDefault());

    await act(async () => {
      fireEvent.click(contact);
    });

    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('@'));
    expect(icon()).toContain('pi-check');
    act(() => {
      vi.advanceTimersByTime(1999);
    });
    expect(icon()).toContain('pi-check');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(icon()).toContain('pi-envelope');
  });

  it('has the footer links: data protection and support (SPEC §2)', async () => {
    signIn();
    await openDashboard();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Data protection' }).getAttribute('href')).toBe(
      '/data-protection',
    );
    expect(within(footer).getByRole('link', { name: 'Support' }).getAttribute('href')).toMatch(
      /^mailto:/,
    );
  });
});

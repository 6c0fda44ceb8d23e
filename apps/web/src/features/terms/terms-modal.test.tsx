import { tokenFingerprint } from '@folio/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { readAcceptances, readStoredSession } from '../../lib/storage';
import { createFakeServer, signIn } from '../../testing/fixtures';
import { renderApp } from '../../testing/render';

/** jsdom lays nothing out: give the terms a scrollable height of 1000 px in a 300 px box. */
function layOutTermsText() {
  const body = (element: Element) => element.classList.contains('folio-terms__body');
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return body(this) ? 1000 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return body(this) ? 300 : 0;
  });
}

function scrollTermsTo(scrollTop: number) {
  const region = screen.getByRole('region', { name: 'Terms and conditions' });
  region.scrollTop = scrollTop;
  fireEvent.scroll(region);
}

describe('terms modal', () => {
  beforeEach(layOutTermsText);
  afterEach(() => vi.restoreAllMocks());

  it('blocks the app after login until the terms are accepted (SPEC §4)', async () => {
    signIn({ acceptTerms: false });
    renderApp({ fetch: createFakeServer().fetch, path: '/dashboard' });

    const dialog = await screen.findByRole('dialog', { name: 'Terms and conditions' });
    expect(within(dialog).getByText('Last updated: 16/07/2025')).toBeDefined();
    expect(within(dialog).queryByRole('button', { name: /close/i })).toBeNull();
  });

  it('lets the user tick the box only after scrolling to the end (SPEC §2)', async () => {
    signIn({ acceptTerms: false });
    renderApp({ fetch: createFakeServer().fetch, path: '/dashboard' });
    const checkbox = await screen.findByRole('checkbox', { name: /I have read and accept/ });

    expect((checkbox as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('Scroll to the end of the terms to accept them.')).toBeDefined();
    scrollTermsTo(200);
    expect((checkbox as HTMLInputElement).disabled).toBe(true);

    scrollTermsTo(700);

    expect((checkbox as HTMLInputElement).disabled).toBe(false);
  });

  it('enables Accept only once the box is ticked, and accepting records it and hides the modal (SPEC §4)', async () => {
    const session = signIn({ acceptTerms: false });
    renderApp({ fetch: createFakeServer().fetch, path: '/dashboard' });
    const accept = await screen.findByRole('button', { name: 'Accept' });
    scrollTermsTo(700);
    expect((accept as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: /I have read and accept/ }));
    expect((accept as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(accept);

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readAcceptances()).toEqual({ [tokenFingerprint(session.access_token)]: true });
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeDefined();
  });

  it('does not show again for a login that accepted (SPEC §3 acceptance per token)', async () => {
    signIn({ acceptTerms: true });
    renderApp({ fetch: createFakeServer().fetch, path: '/dashboard' });

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeDefined();
    expect(screen.queryByRole('dialog', { name: 'Terms and conditions' })).toBeNull();
  });

  it('clears the session and goes to /login when declined (SPEC §4)', async () => {
    signIn({ acceptTerms: false });
    const app = renderApp({ fetch: createFakeServer().fetch, path: '/dashboard' });

    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));

    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeDefined();
    expect(app.pathname()).toBe('/login');
    expect(readStoredSession()).toBeNull();
    expect(readAcceptances()).toEqual({});
  });

  it('speaks the user language (SPEC §1)', async () => {
    signIn({ acceptTerms: false });
    renderApp({ fetch: createFakeServer().fetch, path: '/dashboard', browserLanguage: 'es-ES' });

    expect(await screen.findByRole('dialog', { name: 'Términos y condiciones' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Rechazar' })).toBeDefined();
  });
});

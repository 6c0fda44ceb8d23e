import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createI18n } from '../../../lib/i18n';
import { STEP_PLAYER_INTERVAL_MS } from '../use-step-player';
import { ManualGuide } from './manual-guide';

function renderGuide(language = 'en') {
  render(
    <I18nextProvider i18n={createI18n({ stored: language })}>
      <ManualGuide section="files" />
    </I18nextProvider>,
  );
  return screen.getByRole('group', { name: /Steps of|Pasos de/ });
}

/** The 1-based number of the step the list marks as current. */
const currentStep = () =>
  screen
    .getAllByRole('listitem')
    .findIndex((item) => item.getAttribute('aria-current') === 'step') + 1;

afterEach(() => {
  vi.useRealTimers();
});

describe('ManualGuide step player', () => {
  it('moves between steps with its buttons and the keyboard, the caption saying where it is', () => {
    const player = renderGuide();
    expect(currentStep()).toBe(1);
    expect(within(player).getByText('Step 1 of 5:')).toBeDefined();
    expect(within(player).getByRole('button', { name: 'Previous step' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(player).getByRole('button', { name: 'Next step' }));
    expect(currentStep()).toBe(2);
    fireEvent.keyDown(player, { key: 'ArrowRight' });
    expect(currentStep()).toBe(3);
    fireEvent.keyDown(player, { key: 'ArrowLeft' });
    expect(currentStep()).toBe(2);
    fireEvent.keyDown(player, { key: 'End' });
    expect(currentStep()).toBe(5);
    expect(within(player).getByText('Step 5 of 5:')).toBeDefined();
    expect(within(player).getByRole('button', { name: 'Next step' })).toHaveProperty(
      'disabled',
      true,
    );
    fireEvent.keyDown(player, { key: 'Home' });
    expect(currentStep()).toBe(1);
  });

  it('starts paused, plays a step at a time when asked, pauses, and stops at the last step', () => {
    vi.useFakeTimers();
    const player = renderGuide();
    act(() => {
      vi.advanceTimersByTime(3 * STEP_PLAYER_INTERVAL_MS);
    });
    expect(currentStep()).toBe(1);

    fireEvent.click(within(player).getByRole('button', { name: 'Play the steps' }));
    act(() => {
      vi.advanceTimersByTime(STEP_PLAYER_INTERVAL_MS);
    });
    expect(currentStep()).toBe(2);
    fireEvent.click(within(player).getByRole('button', { name: 'Pause the steps' }));
    act(() => {
      vi.advanceTimersByTime(2 * STEP_PLAYER_INTERVAL_MS);
    });
    expect(currentStep()).toBe(2);

    fireEvent.click(within(player).getByRole('button', { name: 'Play the steps' }));
    act(() => {
      vi.advanceTimersByTime(10 * STEP_PLAYER_INTERVAL_MS);
    });
    expect(currentStep()).toBe(5);
    expect(within(player).getByRole('button', { name: 'Play the steps' })).toBeDefined();
  });

  it('speaks Spanish', () => {
    const player = renderGuide('sp');
    expect(within(player).getByText('Paso 1 de 5:')).toBeDefined();
    expect(within(player).getByRole('button', { name: 'Reproducir los pasos' })).toBeDefined();
  });
});

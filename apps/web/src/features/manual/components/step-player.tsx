import { Button } from 'primereact/button';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { StepPlayer } from '../use-step-player';

/**
 * The controls and caption of a guide's step sequence: previous, play or pause, next, and "Step
 * n of N" with the step's text (from i18n, like the list beside it). The arrow keys, Home and End
 * move between steps from anywhere in the group. The caption is announced when the user moves,
 * not while the steps play by themselves, so a screen reader is not talked over.
 */
export function StepPlayerControls({
  player,
  steps,
  section,
}: {
  player: StepPlayer;
  steps: readonly string[];
  section: string;
}) {
  const { t } = useTranslation();
  const total = steps.length;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, () => void> = {
      ArrowRight: player.next,
      ArrowLeft: player.previous,
      Home: () => player.goTo(0),
      End: () => player.goTo(total - 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };
  return (
    <div
      className="folio-manual__player"
      role="group"
      aria-label={t('manual.player.label', { section })}
      onKeyDown={onKeyDown}
    >
      <p className="folio-manual__caption" aria-live={player.isPlaying ? 'off' : 'polite'}>
        <strong>{t('manual.player.position', { step: player.current + 1, total })}</strong>{' '}
        {steps[player.current]}
      </p>
      <div className="folio-manual__player-buttons">
        <Button
          type="button"
          text
          icon="pi pi-step-backward"
          aria-label={t('manual.player.previous')}
          disabled={player.current === 0}
          onClick={player.previous}
        />
        <Button
          type="button"
          text
          icon={player.isPlaying ? 'pi pi-pause' : 'pi pi-play'}
          aria-label={t(player.isPlaying ? 'manual.player.pause' : 'manual.player.play')}
          onClick={player.isPlaying ? player.pause : player.play}
        />
        <Button
          type="button"
          text
          icon="pi pi-step-forward"
          aria-label={t('manual.player.next')}
          disabled={player.current === total - 1}
          onClick={player.next}
        />
      </div>
    </div>
  );
}

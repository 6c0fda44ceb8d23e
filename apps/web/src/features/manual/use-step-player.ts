import { useCallback, useEffect, useState } from 'react';

/** How long each step stays on screen while the steps play. */
export const STEP_PLAYER_INTERVAL_MS = 4000;

/**
 * A guide's steps played one after another (issue 13: the manual's "videos" as animated step
 * sequences). It starts paused, so nothing moves unless the user asks (WCAG 2.2.2), and it stops
 * at the last step rather than looping; moving by hand pauses it.
 */
export function useStepPlayer(total: number) {
  const [current, setCurrent] = useState(0);
  const [isPlaying, setIsPlaying] = useState(false);

  useEffect(() => {
    if (!isPlaying) {
      return undefined;
    }
    const timer = window.setInterval(() => {
      setCurrent((step) => {
        if (step + 1 >= total) {
          setIsPlaying(false);
          return step;
        }
        return step + 1;
      });
    }, STEP_PLAYER_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [isPlaying, total]);

  const goTo = useCallback(
    (step: number) => {
      setIsPlaying(false);
      setCurrent(Math.max(0, Math.min(total - 1, step)));
    },
    [total],
  );

  return {
    current,
    isPlaying,
    /** Plays from the current step, or from the first when the last one is showing. */
    play: () => {
      setCurrent((step) => (step + 1 >= total ? 0 : step));
      setIsPlaying(true);
    },
    pause: () => setIsPlaying(false),
    next: () => goTo(current + 1),
    previous: () => goTo(current - 1),
    goTo,
  };
}

export type StepPlayer = ReturnType<typeof useStepPlayer>;

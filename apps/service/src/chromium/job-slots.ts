import { AppError } from '@folio/core';

/** Gives a slot back; calling it twice is harmless. */
export type ReleaseSlot = () => void;

/**
 * At most `limit` jobs at once and at most `maxQueue` waiting in arrival order; a job arriving
 * when the queue is full is refused at once with SERVICE_UNAVAILABLE (`detail.reason: 'busy'`),
 * so a burst costs the host a bounded amount of memory and the caller learns to retry.
 */
export class JobSlots {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly maxQueue: number,
    /** What the slots are of, for the refusal's log message. */
    private readonly label = 'HTML printer',
  ) {}

  /** Jobs running and jobs waiting, for tests and logs. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async acquire(): Promise<ReleaseSlot> {
    if (this.active < this.limit) {
      this.active++;
      return this.releaser();
    }
    if (this.waiting.length >= this.maxQueue) {
      throw new AppError('SERVICE_UNAVAILABLE', {
        message: `${this.label} busy: ${this.active} running, ${this.waiting.length} waiting`,
        detail: { reason: 'busy' },
      });
    }
    // The slot is handed over by `release` without `active` going down, so no newcomer can
    // overtake a job that waited.
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    return this.releaser();
  }

  private releaser(): ReleaseSlot {
    let isReleased = false;
    return () => {
      if (isReleased) {
        return;
      }
      isReleased = true;
      const next = this.waiting.shift();
      if (next) {
        next();
      } else {
        this.active--;
      }
    };
  }
}

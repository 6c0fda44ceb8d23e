import { describe, expect, it } from 'vitest';

import { JobSlots } from './job-slots';

describe('JobSlots', () => {
  it('runs up to the limit, queues in arrival order, and refuses past the queue', async () => {
    const slots = new JobSlots(2, 2);
    const first = await slots.acquire();
    const second = await slots.acquire();
    const order: string[] = [];
    const third = slots.acquire().then((release) => (order.push('third'), release));
    const fourth = slots.acquire().then((release) => (order.push('fourth'), release));
    expect(slots.load).toEqual({ active: 2, waiting: 2 });
    await expect(slots.acquire()).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      detail: { reason: 'busy' },
    });
    first();
    first(); // a second release of the same slot changes nothing
    (await third)();
    second();
    (await fourth)();
    expect(order).toEqual(['third', 'fourth']);
    expect(slots.load).toEqual({ active: 0, waiting: 0 });
  });
});

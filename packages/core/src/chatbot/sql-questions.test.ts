import { describe, expect, it, vi } from 'vitest';

import { fetchSqlQuestions } from './sql-questions';

describe('SQL questions (SPEC §4: recreate when the first fetch fails, wait 3 s, retry once)', () => {
  it('answers the first fetch when it succeeds, without recreating', async () => {
    const recreate = vi.fn(() => Promise.resolve(true));
    const wait = vi.fn(() => Promise.resolve());
    await expect(
      fetchSqlQuestions({ fetch: () => Promise.resolve(['q']), recreate, wait }),
    ).resolves.toEqual(['q']);
    expect(recreate).not.toHaveBeenCalled();
    expect(wait).not.toHaveBeenCalled();
  });

  it('recreates, waits 3 seconds and fetches once more', async () => {
    const fetch = vi
      .fn<() => Promise<string[]>>()
      .mockRejectedValueOnce(new Error('none yet'))
      .mockResolvedValueOnce(['q']);
    const wait = vi.fn(() => Promise.resolve());
    await expect(
      fetchSqlQuestions({ fetch, recreate: () => Promise.resolve(true), wait }),
    ).resolves.toEqual(['q']);
    expect(wait).toHaveBeenCalledWith(3000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('retries only once, and not at all when recreating fails', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('none')));
    const wait = vi.fn(() => Promise.resolve());
    await expect(
      fetchSqlQuestions({ fetch, recreate: () => Promise.resolve(true), wait }),
    ).rejects.toThrow('none');
    expect(fetch).toHaveBeenCalledTimes(2);
    fetch.mockClear();
    await expect(
      fetchSqlQuestions({ fetch, recreate: () => Promise.resolve(false), wait }),
    ).rejects.toThrow('none');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { loadServiceConfig } from '../config';
import {
  browserProcessId,
  defaultChromiumPath,
  HARDENING_ARGS,
  LEAN_ARGS,
  launchChromium,
} from './chromium-launch';

describe('launchChromium', () => {
  it('starts Chromium with the hardening flags and every feature Playwright disables', async () => {
    const browser = await launchChromium(loadServiceConfig({}).html);
    try {
      const pid = await browserProcessId(browser);
      expect(pid).toBeTypeOf('number');
      const args = (await readFile(`/proc/${pid ?? 0}/cmdline`, 'utf8')).split('\0');
      for (const flag of [...HARDENING_ARGS, ...LEAN_ARGS]) {
        expect(args).toContain(flag);
      }
      // Chromium keeps the last --disable-features: it must still name Playwright's own.
      const lists = args
        .filter((arg) => arg.startsWith('--disable-features='))
        .map((arg) => arg.slice('--disable-features='.length).split(','));
      const kept = lists.at(-1) ?? [];
      expect(lists.length).toBeGreaterThan(1);
      expect(kept).toEqual(expect.arrayContaining(lists.flat()));
      expect(kept).toContain('SpareRendererForSitePerProcess');
    } finally {
      await browser.close();
    }
  });

  it('prefers the headless shell, then the full browser', () => {
    expect(defaultChromiumPath(() => true)).toBe('/usr/bin/chromium-headless-shell');
    expect(defaultChromiumPath((path) => path === '/usr/bin/chromium')).toBe('/usr/bin/chromium');
  });
});

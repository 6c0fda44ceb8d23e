import { homedir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { DEFAULT_MIDDLEWARE_URL, DEFAULT_SERVICE_URL, readDefaults } from './config';

describe('readDefaults', () => {
  it('uses the localhost hosts and Spanish when nothing is set (DECISIONS.md "Language")', () => {
    expect(readDefaults({})).toEqual({
      middlewareUrl: DEFAULT_MIDDLEWARE_URL,
      serviceUrl: DEFAULT_SERVICE_URL,
      hostsFromEnvironment: { middleware: false, service: false },
      language: 'sp',
      isDebug: false,
      configDir: join(homedir(), '.config', 'folio'),
      login: {},
      noColor: false,
    });
  });

  it('turns emphasis off when NO_COLOR has a value (no-color.org)', () => {
    expect(readDefaults({ NO_COLOR: '1' }).noColor).toBe(true);
    expect(readDefaults({ NO_COLOR: '' }).noColor).toBe(false);
  });

  it('takes the host URLs from FOLIO_MIDDLEWARE_URL and FOLIO_SERVICE_URL', () => {
    const defaults = readDefaults({
      FOLIO_MIDDLEWARE_URL: 'http://m.test/api',
      FOLIO_SERVICE_URL: 'http://s.test/api',
    });
    expect(defaults).toMatchObject({
      middlewareUrl: 'http://m.test/api',
      serviceUrl: 'http://s.test/api',
      hostsFromEnvironment: { middleware: true, service: true },
    });
  });

  it('prefers FOLIO_LANG over the locale', () => {
    expect(readDefaults({ FOLIO_LANG: 'en', LANG: 'es_ES.UTF-8' }).language).toBe('en');
  });

  it('reads the locale when FOLIO_LANG is not en or sp: es* is sp, en* is en', () => {
    expect(readDefaults({ FOLIO_LANG: 'fr', LANG: 'en_GB.UTF-8' }).language).toBe('en');
    expect(readDefaults({ LANG: 'es_MX.UTF-8' }).language).toBe('sp');
  });

  it('lets LC_ALL override LANG, as POSIX does, and counts an empty value as unset', () => {
    expect(readDefaults({ LC_ALL: 'en_US.UTF-8', LANG: 'es_ES.UTF-8' }).language).toBe('en');
    expect(readDefaults({ LC_ALL: '', LANG: 'en_US.UTF-8' }).language).toBe('en');
  });

  it('falls back to Spanish for a locale that is neither English nor Spanish', () => {
    expect(readDefaults({ LANG: 'C.UTF-8' }).language).toBe('sp');
  });

  it('turns on debug output only with FOLIO_DEBUG=1', () => {
    expect(readDefaults({ FOLIO_DEBUG: '1' }).isDebug).toBe(true);
    expect(readDefaults({ FOLIO_DEBUG: 'yes' }).isDebug).toBe(false);
  });

  it('keeps the credentials in $XDG_CONFIG_HOME/folio, else ~/.config/folio (XDG Base Directory)', () => {
    expect(readDefaults({ XDG_CONFIG_HOME: '/xdg', HOME: '/home/ana' }).configDir).toBe(
      '/xdg/folio',
    );
    expect(readDefaults({ HOME: '/home/ana' }).configDir).toBe('/home/ana/.config/folio');
    // XDG: a relative path in XDG_CONFIG_HOME is invalid and ignored.
    expect(readDefaults({ XDG_CONFIG_HOME: 'rel', HOME: '/home/ana' }).configDir).toBe(
      '/home/ana/.config/folio',
    );
  });

  it('lets FOLIO_CONFIG_DIR name the config folder (tests, several profiles)', () => {
    expect(
      readDefaults({ FOLIO_CONFIG_DIR: '/tmp/folio-test', XDG_CONFIG_HOME: '/xdg' }).configDir,
    ).toBe('/tmp/folio-test');
  });

  it('reads the login of scripts from FOLIO_EMAIL, FOLIO_PASSWORD and FOLIO_ACCOUNT_KEY', () => {
    const defaults = readDefaults({
      FOLIO_EMAIL: ' ana@example.com ',
      FOLIO_PASSWORD: ' secret with spaces ',
      FOLIO_ACCOUNT_KEY: 'key-1',
    });

    expect(defaults.login).toEqual({
      email: 'ana@example.com',
      password: ' secret with spaces ',
      accountKey: 'key-1',
    });
  });
});

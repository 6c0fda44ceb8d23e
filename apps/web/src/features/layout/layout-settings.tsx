import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

import { LAYOUT_STORAGE_KEY, readJson, writeJson } from '../../lib/storage';

import {
  applyLayoutChange,
  DEFAULT_LAYOUT,
  layoutAttributes,
  parseLayoutSettings,
  persistedLayout,
  type LayoutChange,
  type LayoutSettings,
} from './layout-rules';

type LayoutSettingsValue = {
  settings: LayoutSettings;
  /** Applies one change with the layout rules (SPEC §4) and keeps it in storage. */
  change: (change: LayoutChange) => void;
  /** Back to the SPEC §3 defaults. */
  reset: () => void;
};

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

/**
 * Holds the layout settings for the signed-in shell: read from local storage, kept there on
 * every change, and mirrored as attributes on `<body>` (removed when the shell goes away).
 */
export function LayoutSettingsProvider({ children }: { children: ReactNode }) {
  const [settings, setSettings] = useState(() => parseLayoutSettings(readJson(LAYOUT_STORAGE_KEY)));

  useEffect(() => {
    writeJson(LAYOUT_STORAGE_KEY, persistedLayout(settings));
  }, [settings]);

  useEffect(() => {
    const attributes = Object.entries(layoutAttributes(settings));
    for (const [name, value] of attributes) {
      if (value === undefined) {
        document.body.removeAttribute(name);
      } else {
        document.body.setAttribute(name, value);
      }
    }
    return () => {
      for (const [name] of attributes) {
        document.body.removeAttribute(name);
      }
    };
  }, [settings]);

  const value = useMemo<LayoutSettingsValue>(
    () => ({
      settings,
      change: (change) => setSettings((current) => applyLayoutChange(current, change)),
      reset: () =>
        setSettings((current) => ({
          ...DEFAULT_LAYOUT,
          showRightSidebar: current.showRightSidebar,
        })),
    }),
    [settings],
  );
  return <LayoutSettingsContext value={value}>{children}</LayoutSettingsContext>;
}

/** The layout settings and their setters. Throws outside the shell, a wiring bug. */
export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) {
    throw new Error('useLayoutSettings() needs LayoutSettingsProvider above it');
  }
  return value;
}

import type { ComponentType } from 'react';

/**
 * The user manual as the shell shows it (SPEC §2): its dialog, open at a section, and the top
 * bar's `?` that opens it at the current screen's section. The manual is its own feature
 * (`features/manual`); features never import each other, so `app/` hands it to the shell.
 */
export type ManualSlot = {
  Dialog: ComponentType<{ isOpen: boolean; section?: string | undefined; onClose: () => void }>;
  HelpButton: ComponentType<{ onOpen: (section: string) => void }>;
};

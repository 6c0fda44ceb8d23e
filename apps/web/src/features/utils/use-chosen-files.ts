import { useState } from 'react';

import { moveItem, toChosen, type ChosenFile } from './utility-files';

/** A card's chosen files and whether its utility is running. */
export type ChosenFiles = ReturnType<typeof useChosenFiles>;

/** A card's chosen files (one, or a list when `multiple`) and whether its utility is running. */
export function useChosenFiles(multiple: boolean) {
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [running, setRunning] = useState(false);
  return {
    files,
    running,
    add: (added: File[]) =>
      setFiles((current) => (multiple ? [...current, ...toChosen(added)] : toChosen(added))),
    move: (index: number, step: -1 | 1) => setFiles((current) => moveItem(current, index, step)),
    remove: (index: number) =>
      setFiles((current) => current.filter((_, position) => position !== index)),
    /** Runs `job` with the progress showing; the files stay, so the user can run again. */
    async runWith(job: (files: File[]) => Promise<unknown>) {
      setRunning(true);
      try {
        await job(files.map((chosen) => chosen.file));
      } finally {
        setRunning(false);
      }
    },
  };
}

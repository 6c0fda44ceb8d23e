import { SimpleFileCard } from './file-utility-card';
import type { RunUtility } from './use-run-utility';
import { PDF_FILES } from './utility-files';

/** Combine PDFs (SPEC §7): two or more PDFs, in the order of the list, into `documento.pdf`. */
export function CombineCard({ run }: { run: RunUtility }) {
  return (
    <SimpleFileCard
      utility="combine"
      icon="pi-clone"
      accept={PDF_FILES}
      run={run}
      multiple
      isOrdered
      minFiles={2}
    />
  );
}

import { AppShell } from '../features/layout/app-shell';
import { TermsModal } from '../features/terms/terms-modal';

/** The signed-in screens' layout: the shell, with the blocking terms modal over it (SPEC §2). */
export function SignedInLayout() {
  return <AppShell overlay={<TermsModal />} />;
}

import { AppShell } from '../features/layout/app-shell';
import { HelpButton } from '../features/manual/help-button';
import { UserManualDialog } from '../features/manual/user-manual-dialog';
import { TermsModal } from '../features/terms/terms-modal';

/** The user manual and its `?`, handed to the shell (features never import each other). */
const manual = { Dialog: UserManualDialog, HelpButton };

/**
 * The signed-in screens' layout: the shell with the user manual, and the blocking terms modal
 * over it (SPEC §2).
 */
export function SignedInLayout() {
  return <AppShell overlay={<TermsModal />} manual={manual} />;
}

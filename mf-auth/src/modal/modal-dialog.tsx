import type { ReactNode } from 'react';
import { Dialog } from 'shared-ui/dialog';

/**
 * The sign-in and phone dialogs: shared-ui's Dialog with a Close button, the page behind
 * kept still, above the bag's drawer (1000–1001) and its dialogs (1100) — saving from the bag
 * asks for a sign-in over them — and below the shell's snackbars (1400).
 */
export function ModalDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Dialog title={title} onClose={onClose} closeLabel="Close" width={420} zIndex={1200} lockScroll>
      {children}
    </Dialog>
  );
}

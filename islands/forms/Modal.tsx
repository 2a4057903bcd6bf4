// A booking dialog: the backdrop and its [role=dialog] card, rendered `hidden` so the page reads
// fine without script. While open, Tab stays inside the dialog and Escape closes it; the first
// field takes focus, and focus goes back to whatever opened it on close.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePageListener } from '../hooks.ts';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([tabindex="-1"]),select,textarea';

// How many dialogs are open on the page (the quick offer never opens on top of another).
let openDialogs = 0;
export const anyDialogOpen = (): boolean => openDialogs > 0;

export function Modal({ id, titleId, open, onClose, small, children }: {
  id: string; titleId: string; open: boolean; onClose: () => void; small?: boolean; children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    openDialogs++;
    document.documentElement.classList.add('has-modal');
    dialog.current?.querySelector<HTMLElement>('[name=name],[name=phone]')?.focus();
    return () => {
      openDialogs--;
      document.documentElement.classList.remove('has-modal');
      returnTo.current?.focus();
    };
  }, [open]);

  usePageListener('document', 'keydown', (e) => {
    if (!open || !dialog.current) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      onClose();
    } else if (e.key === 'Tab') {
      const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((i) => i.getClientRects().length);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey ? active === first || !dialog.current.contains(active) : active === last) {
        e.preventDefault();
        (e.shiftKey ? last : first)?.focus();
      }
    }
  });

  return (
    // A click on the backdrop around the dialog closes it.
    <div className={open ? 'modal is-open' : 'modal'} id={id} onClick={(e) => { if (e.target === e.currentTarget) onClose(); }}>
      <div ref={dialog} className={small ? 'modal__dialog modal__dialog--small' : 'modal__dialog'} role="dialog" aria-modal="true" aria-labelledby={titleId} hidden={!open}>
        <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>×</button>
        {children}
      </div>
    </div>
  );
}

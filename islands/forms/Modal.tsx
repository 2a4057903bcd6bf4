// A booking dialog: the backdrop and its [role=dialog] card, rendered `hidden` so the page reads
// fine without script. While open, Tab stays inside the dialog and Escape closes it; the first
// field takes focus, and focus goes back to whatever opened it on close.
//
// Made for a phone: the card is a flex column no taller than the screen (100dvh where the browser
// knows it, so a phone's address bar never hides the bottom): the title with the close button on
// top and the form's foot (ModalFoot: the submit button) at the bottom stay in view, and only the
// fields between them (ModalBody) scroll. CSS alone does it (70-islands.css), so it also holds
// while the forms' script is still starting.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { usePageListener } from '../hooks.ts';
import { useText } from '../runtime-config.tsx';

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([tabindex="-1"]),select,textarea';

export function Modal({ id, title, titleId, open, onClose, small, children }: {
  id: string; title: ReactNode; titleId: string; open: boolean; onClose: () => void; small?: boolean; children: ReactNode;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const text = useText();
  const returnTo = useRef<HTMLElement | null>(null);

  useLayoutEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement as HTMLElement | null;
    // The quick offer waits while this class is on (islands/client/offer-dialog.ts).
    document.documentElement.classList.add('has-modal');
    dialog.current?.querySelector<HTMLElement>('[name=name],[name=phone]')?.focus();
    return () => {
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
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="modal__close" aria-label={text('Close')} onClick={onClose}>×</button>
        </div>
        {children}
      </div>
    </div>
  );
}

/** The fields of a dialog's form: the part that scrolls when they are taller than the screen. */
export const ModalBody = ({ children }: { children: ReactNode }) => <div className="modal__body">{children}</div>;

/** The foot of a dialog's form: what must stay in view (fees, the form's message, the submit button). */
export const ModalFoot = ({ children }: { children: ReactNode }) => <div className="modal__foot">{children}</div>;

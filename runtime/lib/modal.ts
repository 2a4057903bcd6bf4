// A modal island: the island element is the backdrop and its [role=dialog] child the dialog,
// rendered `hidden` so the page reads fine without script. While open, Tab stays inside the
// dialog and Escape closes it; focus goes back to whatever opened it.
import { closest, listenOnPage } from './dom.ts';

export interface Modal { open(): void; close(): void; isOpen(): boolean }

const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([tabindex="-1"]),select,textarea';

export function createModal(el: HTMLElement, onOpen?: () => void): Modal {
  const dialog = el.querySelector<HTMLElement>('[role=dialog]')!;
  let returnTo: HTMLElement | null = null;

  // Keys count only while this dialog is open.
  listenOnPage(el, document, 'keydown', (e) => {
    if (!isOpen()) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      close();
    } else if (e.key === 'Tab') {
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((i) => i.getClientRects().length);
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey ? active === first || !dialog.contains(active) : active === last) {
        e.preventDefault();
        (e.shiftKey ? last : first)?.focus();
      }
    }
  });

  function isOpen(): boolean {
    return !dialog.hidden;
  }

  function open(): void {
    // Not for a dialog whose page was swapped out (groomsite dev), say by its auto-open timer.
    if (isOpen() || !el.isConnected) return;
    returnTo = document.activeElement as HTMLElement | null;
    dialog.hidden = false;
    el.classList.add('is-open');
    document.documentElement.classList.add('has-modal');
    dialog.querySelector<HTMLElement>('[name=name],[name=phone]')?.focus();
    onOpen?.();
  }

  function close(): void {
    if (!isOpen()) return;
    dialog.hidden = true;
    el.classList.remove('is-open');
    document.documentElement.classList.remove('has-modal');
    returnTo?.focus();
  }

  el.addEventListener('click', (e) => {
    // The close icon, or a click on the backdrop around the dialog.
    if (e.target === el || closest(e.target, '[data-close]')) close();
  });
  return { open, close, isOpen };
}

/** Opens the modal when any [data-open="<island id>"] control on the page is clicked. */
export function openOn(el: HTMLElement, modal: Modal, before?: (trigger: HTMLElement) => void): void {
  listenOnPage(el, document, 'click', (e) => {
    const trigger = closest(e.target, `[data-open="${el.id}"]`);
    if (!trigger) return;
    e.preventDefault();
    before?.(trigger);
    modal.open();
  });
}

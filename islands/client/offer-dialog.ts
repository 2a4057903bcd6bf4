// The quick offer pop-up (SPEC 4), opened and closed by the runtime, not by its island: a chunk of
// its own that main.ts loads when the pop-up's moment has come (a city page's delay, elsewhere a
// scroll past the packages) or an "open this form" event asks for it. A visitor who reads on past
// the pop-up, or closes it, downloads none of its form's code: its island
// (islands/forms/QuickOfferDialog.tsx: the phone check and the sending) renders a native <dialog>
// and starts only when the visitor begins to fill it in (`engage`).
// - Come its moment, it opens unless it was closed or answered today or a booking was made today;
//   while another dialog is open or the visitor is typing in a field, it waits and looks again.
// - showModal() does what the other dialogs do by hand (islands/forms/Modal.tsx): the page behind
//   is inert, Escape closes it, focus goes back where it was. The close button and a tap on the
//   backdrop close it here. However it closes, it stays closed for the rest of the day.
import { bookedToday, markPopupDone, popupDoneToday } from '../forms/day-marks.ts';
import { keepDigits } from '../forms/phone-digits.ts';

/** How long after the last key in a field the visitor still counts as typing, and how often a waiting pop-up looks again. */
const TYPING_MS = 4000;

/** The dialogs whose closing and form this module watches already: each is watched once, however often it opens. */
const watched = new WeakSet<HTMLDialogElement>();

let lastKey = -Infinity;
document.addEventListener('input', () => { lastKey = performance.now(); }, true);

const typing = (): boolean => {
  const active = document.activeElement;
  return performance.now() - lastKey < TYPING_MS || (!!active && /^(INPUT|TEXTAREA|SELECT)$/.test(active.tagName));
};

/**
 * Opens the pop-up in island `el`: at once when `asked` (an "open this form" event), else when
 * nothing stands in the way. `engage` starts its island: called on the first pointer, key (not
 * Escape) or input in its form.
 */
export function openOffer(el: HTMLElement, engage: () => void, asked: boolean): void {
  const dialog = el.querySelector('dialog');
  if (!dialog || dialog.open || !el.isConnected) return;
  if (!asked) {
    if (popupDoneToday() || bookedToday()) return;
    if (document.documentElement.classList.contains('has-modal') || typing()) {
      setTimeout(() => openOffer(el, engage, false), TYPING_MS);
      return;
    }
  }
  if (!watched.has(dialog)) watch(dialog, engage);
  dialog.showModal();
  // When it was shown: the lead's form_ms counts from here (islands/forms/submit.tsx).
  dialog.dataset.shownAt = String(performance.now());
  document.documentElement.classList.add('has-modal');
  dialog.querySelector<HTMLElement>('[name=phone]')?.focus();
}

/** The dialog's closing, its phone field's rule, and the visitor's first move in its form. */
function watch(dialog: HTMLDialogElement, engage: () => void): void {
  watched.add(dialog);
  dialog.addEventListener('click', (e) => {
    const box = dialog.getBoundingClientRect();
    const outside = e.clientX < box.left || e.clientX > box.right || e.clientY < box.top || e.clientY > box.bottom;
    if ((e.target as Element).closest('.modal__close') || (e.target === dialog && outside)) dialog.close();
  });
  dialog.addEventListener('close', () => {
    document.documentElement.classList.remove('has-modal');
    markPopupDone();
  });
  const form = dialog.querySelector('form');
  // What is typed before the form has come keeps to the field's rule all the same.
  form?.addEventListener('input', (e) => {
    const field = e.target as HTMLInputElement;
    if (field.name === 'phone') keepDigits(field, field.maxLength);
  });
  const engaging = ['pointerdown', 'keydown', 'input'];
  const onEngage = (e: Event) => {
    if ((e as KeyboardEvent).key === 'Escape') return;
    for (const type of engaging) form?.removeEventListener(type, onEngage);
    engage();
  };
  for (const type of engaging) form?.addEventListener(type, onEngage);
}

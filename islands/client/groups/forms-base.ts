// What all three on-demand form groups share (islands/registry.ts: offer, contact, booking), imported
// by each of them so it is one chunk they all load: the phone field with its check, the one submit
// hook and the sending. esbuild puts a module in a chunk with the others that the same group chunks
// reach, so without this list each part shared by a different set of groups was a chunk of its own.
// The dialog (forms/Modal.tsx) is the booking forms' alone since the quick offer became a native
// <dialog> (client/offer-dialog.ts), and the quick offer's own component is in offer.ts: a visitor
// who only reads a page no longer downloads it, so the contact and booking forms need not carry it.
// The fields of the longer forms (forms-shared.ts) stay out of it, as does what only the booking
// forms need (the quote, the windows, the visit rules, Dog / Cat, the address lookup).
import '../../forms/phone-form.tsx';
import '../../forms/submit.tsx';
import '../../forms/send.ts';

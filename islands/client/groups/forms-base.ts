// What all three on-demand form groups share (islands/registry.ts: offer, contact, booking), imported
// by each of them so it is one chunk they all load: the dialog, the phone field with its check, the
// one submit hook and the sending. esbuild puts a module in a chunk with the others that the same
// group chunks reach, so without this list the dialog (the quick offer and the booking forms, not
// the contact form) was a chunk of its own: one more file for the quick offer, which a visitor who
// only reads a page to its end downloads (bench/page-weight.ts). The fields of the longer forms
// (forms-shared.ts) stay out of it, as does what only the booking forms need (the quote, the
// windows, the visit rules, Dog / Cat, the address lookup).
import '../../forms/Modal.tsx';
import '../../forms/phone-form.tsx';
import '../../forms/submit.tsx';
import '../../forms/send.ts';

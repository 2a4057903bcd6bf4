// What the on-demand form groups share (islands/registry.ts: offer, contact, booking), imported by
// each of them so it is one chunk they all load: the dialog, the fields and their checks, the
// one submit hook and the sending. esbuild puts a module in a chunk with the others that the same
// group chunks reach, so without this list the dialog (the quick offer and the booking forms, not
// the contact form) was a chunk of its own beside the fields: one more file for the quick offer,
// which a visitor who only reads a page to its end downloads (bench/page-weight.ts). What only the
// booking forms need (the quote, the windows, the visit rules, Dog / Cat, the address lookup)
// stays out of this list and out of that chunk.
import '../../forms/Modal.tsx';
import '../../forms/fields.tsx';
import '../../forms/submit.tsx';
import '../../forms/send.ts';

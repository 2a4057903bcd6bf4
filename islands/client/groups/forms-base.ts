// What all three on-demand form groups share (islands/registry.ts: offer, contact, booking), imported
// by each of them so it is one chunk they all load: the dialog, the phone field with its check, the
// one submit hook and the sending, and the quick offer pop-up itself. esbuild puts a module in a
// chunk with the others that the same group chunks reach, so without this list the dialog (the
// quick offer and the booking forms, not the contact form) was a chunk of its own. The pop-up is
// here rather than in offer.ts because a visitor who only reads a page to its end downloads it
// (bench/page-weight.ts): in a chunk of its own it cost one more file and 244 bytes gzip more than
// inside this one, while the contact and booking forms, which load this chunk only once the visitor
// wants them, carry its 0.7 KB. The fields of the longer forms (forms-shared.ts) stay out of it, as
// does what only the booking forms need (the quote, the windows, the visit rules, Dog / Cat, the
// address lookup).
import '../../forms/Modal.tsx';
import '../../forms/phone-form.tsx';
import '../../forms/submit.tsx';
import '../../forms/send.ts';
import QuickOfferDialog from '../../forms/QuickOfferDialog.tsx';

/** The offer group's islands (offer.ts hands them on). */
export default { 'quick-offer': QuickOfferDialog };

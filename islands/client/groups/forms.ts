// The booking dialogs and the contact form, in one chunk loaded only when the visitor first wants
// one of them (islands/registry.ts, islands/client/main.ts).
import BookingDialog from '../../forms/BookingDialog.tsx';
import QuickOfferDialog from '../../forms/QuickOfferDialog.tsx';
import BoardingDialog from '../../forms/BoardingDialog.tsx';
import ContactForm from '../../forms/ContactForm.tsx';

export default { 'booking-form': BookingDialog, 'quick-offer': QuickOfferDialog, 'boarding-form': BoardingDialog, 'contact-form': ContactForm };

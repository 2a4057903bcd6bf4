// The booking dialogs and the contact form, in one chunk loaded only when the visitor first wants
// one of them (islands/registry.ts, islands/client/main.ts).
import BookingForm from '../../forms/BookingForm.tsx';
import QuickOffer from '../../forms/QuickOffer.tsx';
import BoardingForm from '../../forms/BoardingForm.tsx';
import ContactForm from '../../forms/ContactForm.tsx';

export default { 'booking-form': BookingForm, 'quick-offer': QuickOffer, 'boarding-form': BoardingForm, 'contact-form': ContactForm };

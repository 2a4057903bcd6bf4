// The booking dialogs (packages, the appointment, boarding) with the visits engine: the quote, the
// arrival windows and the city's rules. Loaded only when the visitor opens one (a Book button) or
// touches one (islands/client/main.ts), never by reading or by the quick offer (islands/registry.ts).
import './forms-shared.ts';
import BookingDialog from '../../forms/BookingDialog.tsx';
import BoardingDialog from '../../forms/BoardingDialog.tsx';

export default { 'booking-form': BookingDialog, 'boarding-form': BoardingDialog };

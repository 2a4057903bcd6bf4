// The quick offer's form: the runtime opens the pop-up itself (client/offer-dialog.ts) and starts
// this group once the visitor begins to fill it in, so a visitor who only reads the page downloads
// none of it, and a visitor who answers never the booking forms' quote and windows
// (islands/registry.ts). What it shares with the other forms comes in forms-base.ts's chunk.
import './forms-base.ts';
import QuickOfferDialog from '../../forms/QuickOfferDialog.tsx';

export default { 'quick-offer': QuickOfferDialog };

// The quick offer pop-up, in a chunk of its own with what every form shares (forms-base.ts): the
// pop-up opens by itself (a timer, a scroll past the packages), so a visitor who only reads the
// page downloads it, and never the booking forms' quote and windows (islands/registry.ts).
import './forms-base.ts';
import QuickOfferDialog from '../../forms/QuickOfferDialog.tsx';

export default { 'quick-offer': QuickOfferDialog };

// The words the islands write themselves (labels, buttons, form notes, the confirmation). Pages
// in another language get these, translated, in their runtime config (runtime-config.tsx), so the
// browser holds only what its islands may show; the default language's pages carry none and the
// islands write the English as it stands. An island writes each through useText()('...'), with
// the English exactly as listed here (tests/site/languages.test.ts holds the two to each other).
import { VISIT_WORD_TEXTS } from '../model/visits/words.ts';

/** "Pay ₹N by UPI" (UpiPay.tsx), on the confirmation and the customer's page. */
export const upiPayTexts = ['Pay {amount} by UPI', 'Pay the {amount} deposit by UPI', 'Scan with any UPI app to pay {amount}.', 'The rest is paid at the visit.'] as const;
/** The receipt on the customer's page (Receipt.tsx). */
export const receiptTexts = [
  'Receipt', 'Print the receipt', 'Tax number (GSTIN)', 'Paid', 'Refunded', 'Still to pay', 'Cash', 'UPI', 'Card', 'UPI reference', 'Paid in full',
] as const;
/** The visit's photos on the customer's page (VisitPhotos.tsx). */
export const visitPhotoTexts = [
  'Photos of your visit', 'Photo {n} of your visit', 'You may show these on your website', 'Only if you tick this; you can untick it at any time.',
  'Thank you: we may show these on our website.', 'Noted: these stay between you and us.', 'We could not save your answer just now. Try again in a minute.',
] as const;
export type VisitPhotoText = (typeof visitPhotoTexts)[number];
export type UpiPayText = (typeof upiPayTexts)[number];
export type ReceiptText = (typeof receiptTexts)[number];

export const islandTexts = [
  // The booking form
  'Book an Appointment', 'Book your grooming', 'Pet', 'Dog', 'Cat', 'Pet parent name', 'Phone number', 'Service', 'Package', 'Choose a package',
  'Preferred date', 'Time slot', 'Any time', 'Add-ons', 'Breed', 'City or address', 'Promo code', 'Special request', 'Fees', 'Book Now',
  'Close', 'Sending…', 'Leave this empty', "Pet's name", 'Dog size', 'Not sure', 'Small', 'Large', 'City', 'Other',
  // A package line priced by the dog's size (model/visits/windows.ts sizeWords)
  'small dog', 'large dog',
  // What a form says beside a wrong field on a page in another language (fields.tsx; the phone's is messages.phoneInvalid)
  'Please fill this in.', 'Please choose one.', 'Choose Dog or Cat.',
  // The contact form
  'Name', 'Your name *', 'Your number *', 'Your message *', 'Subject', 'Message', 'Send message',
  // The boarding form
  'Book boarding', 'Plan', 'Book Boarding',
  // Its windows and its price
  'Any day: call me', 'Day', 'Arrival window', 'Choose a window', 'No window', 'Choose it',
  'The next open window is {day}, {window}.', 'No window is open in the next days: leave the day open and we will call you.',
  'Your price', 'Total', 'Offers for a first booking hold for a phone number we have not booked before. ', 'Pay after the visit.',
  'A fee for a late or same-day booking is added once you choose a window.',
  // Why a typed promo code gives nothing (QuoteBox.tsx refusalWords; model/visits/promos.ts has the same English)
  '{code} is not a promo code we know', '{code} holds in {where} only', '{label}: for a first booking only', 'offers do not add up: {label} saves more', '{code} has ended', 'Not in this total: {offer}.',
  // The days and windows of the picker (WindowChoice.tsx, in model/visits/words.ts's words)
  '{day} (full)', '{day} is full.', ...VISIT_WORD_TEXTS,
  // The call-back pop-up
  'Shall we call you back?', "Leave your number and we'll call you back to find a time that suits you and your pet.", 'Phone Number *', 'Confirm',
] as const;

// The confirmation pages' island (GoBack) gets its words as props, as the menu does: its chunk
// then needs nothing of the forms' runtime.
export const goBackTexts = [
  // When the team calls back (model/call-back.ts), the time put in place of {time}.
  'this morning, from {time}', 'today, from {time}', 'today, before {time}', 'tomorrow morning, from {time}', 'tomorrow, from {time}',
  'Package', 'Day', 'Arrival window', 'Total', 'Quoted total',
  'Your booking request', 'Your appointment request', 'Your boarding request', 'Your call-back request', 'Your message',
  'Add-on', "Your visit's own page, to see it, move it or cancel it:", 'Keep this link to yourself: anyone who has it can change your visit.', 'Not in this total: {offer}.',
  'Offer', 'Reference', 'This is a request until we call: our team will ring you {when} to confirm the time.',
  'Our team calls you back within working hours to confirm the details; keep your phone close.',
  'WhatsApp us your reference', 'Message us on WhatsApp',
  // A booking whose window the server held, and one it did not (GoBack.tsx)
  'Your grooming visit is booked', 'Our groomer comes on {day}, {window}.', 'Your booking', 'We have your request',
  // Pay by UPI (UpiPay.tsx)
  ...upiPayTexts,
  // The day of the visit asked for (model/visits/words.ts)
  ...VISIT_WORD_TEXTS,
] as const;

// The customer's own page (/b/<token>: VisitLink.tsx, and MoveVisit.tsx with the window picker)
// gets its words as props too: its chunk loads no runtime config.
export const visitTexts = [
  'Opening your visit… If nothing shows, call us at {phone}.',
  "This link is unknown or no longer open: a visit's link closes after its day. Call us to book or change a visit.",
  'We could not open your visit just now. Try again in a minute, or call us at {phone}.',
  'We could not open the move just now. Try again, or call us.',
  'Moved. The fee for the move: {fee}.', 'Cancelled. The fee for cancelling: {fee}.', 'none', 'server error',
  'Day', 'Arrival window', 'City', 'Total', 'This visit is cancelled.', 'Not in this total: {offer}.',
  'Move to another window', 'Cancel the visit', 'Finding open windows…', 'Cancel your visit', 'Yes, cancel it', 'Keep my visit',
  'Moving now is free of charge.', 'Cancelling now is free of charge.',
  'Moving now costs {fee} ({percent}% of the package price).', 'Cancelling now costs {fee} ({percent}% of the package price).',
  'Move your visit', 'Choose a day', 'Confirm the move',
  // Book again, once the visit is done (BookAgain.tsx)
  'This visit is done.', 'Book again', 'Pet', 'Dog', 'Cat', 'Package', 'Address', 'We send {groomer} again when free.', 'Book this visit', 'Not now',
  'Booked. Opening your new visit…',
  // Pay by UPI (UpiPay.tsx) and the receipt
  ...upiPayTexts, ...receiptTexts,
  // A review of the done visit (ReviewVisit.tsx)
  'Review this visit', 'How was the visit?', 'Your rating', '{n} of 5 stars', 'A few words (optional)', 'at most {max} characters',
  'Send review', 'Choose a rating from 1 to 5 stars.',
  'Thank you! We read every review; yours shows on our site once we have read it.', 'Thank you! Your review is on our site.',
  'Thank you for your review.',
  // The visit's photos (VisitPhotos.tsx)
  ...visitPhotoTexts,
  // The window picker (WindowChoice.tsx) and the day and window of the visit (model/visits/words.ts)
  'Choose a window', 'Choose it', 'No window', 'No window is open in the next days: leave the day open and we will call you.',
  'The next open window is {day}, {window}.', '{day} (full)', '{day} is full.', ...VISIT_WORD_TEXTS,
] as const;

export type IslandText = (typeof islandTexts)[number];
export type VisitText = (typeof visitTexts)[number];
export type GoBackText = (typeof goBackTexts)[number];

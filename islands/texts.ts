// The words the islands write themselves (labels, buttons, form notes, the confirmation). Pages
// in another language get these, translated, in their runtime config (runtime-config.tsx), so the
// browser holds only what its islands may show; the default language's pages carry none and the
// islands write the English as it stands. An island writes each through useText()('...'), with
// the English exactly as listed here (tests/pages/hindi.test.ts holds the two to each other).
export const islandTexts = [
  // The booking form
  'Book an Appointment', 'Book your grooming', 'Pet', 'Dog', 'Cat', 'Pet parent name', 'Phone number', 'Service', 'Package', 'Choose a package',
  'Preferred date', 'Time slot', 'Any time', 'Add-ons', 'Breed', 'City or address', 'Promo code', 'Special request', 'Fees', 'Book Now',
  'Close', 'Sending…', 'Leave this empty', 'Dog size', 'Not sure', 'Small', 'Large', 'City', 'Other',
  // The contact form
  'Name', 'Your name *', 'Your number *', 'Subject', 'Message', 'Send message',
  // The boarding form
  'Book boarding', 'Plan', 'Book Boarding',
  // Its windows and its price
  'Any day: call me', 'Day', 'Arrival window', 'Choose a window', 'No window', 'Choose it',
  'The next open window is {day}, {window}.', 'No window is open in the next days: leave the day open and we will call you.',
  'Your price', 'Total', 'Offers for a first booking hold for a phone number we have not booked before. ', 'Pay after the visit.',
  'A fee for a late or same-day booking is added once you choose a window.',
  // Why a typed promo code gives nothing (QuoteBox.tsx refusalWords; model/visits/promos.ts has the same English)
  '{code} is not a promo code we know', '{code} holds in {where} only', '{label}: for a first booking only', 'offers do not add up: {label} saves more',
  // The days and windows of the picker (WindowChoice.tsx dayIn, windowIn)
  '{weekday} {day} {month}', '{from} to {to}', '{day} (full)', '{day} is full.',
  'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat',
  'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
  // The call-back pop-up
  'Shall we call you back?', "Leave your number and we'll call you back to find a time that suits you and your pet.", 'Phone Number *', 'Confirm',
] as const;

// The confirmation pages' island (GoBack) gets its words as props, as the menu does: its chunk
// then needs nothing of the forms' runtime.
export const goBackTexts = [
  // When the team calls back (model/call-back.ts), the time put in place of {time}.
  'this morning, from {time}', 'today, from {time}', 'today, before {time}', 'tomorrow morning, from {time}', 'tomorrow, from {time}',
  'Package', 'Day', 'Arrival window', 'Total',
  'Your booking request', 'Your appointment request', 'Your boarding request', 'Your call-back request', 'Your message',
  'Add-on', "Your visit's own page, to see it, move it or cancel it:", 'Keep this link to yourself: anyone who has it can change your visit.',
  'Offer', 'Reference', 'This is a request until we call: our team will ring you {when} to confirm the time.',
  'Our team calls you back within working hours to confirm the details; keep your phone close.',
  'WhatsApp us your reference', 'Message us on WhatsApp',
] as const;

export type IslandText = (typeof islandTexts)[number];
export type GoBackText = (typeof goBackTexts)[number];

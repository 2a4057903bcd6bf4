// Bookable visits: the rules of site.yaml as a pure engine, the same in the browser and on the
// server, in India's time whatever the machine's zone. Browser code imports from here; the choice
// of groomer (assign.ts) is the server's and is deliberately not exported.
export type * from './rules.ts';
export { availability, bookingRange, checkWindow, MAX_DAYS } from './availability.ts';
export type { AvailabilityQuery, Closed, DayAvailability, Refusal, WindowState, WindowVerdict } from './availability.ts';
export { windowsOfDay, visitMinutes, visitPrice, sizeWords, type ArrivalWindow } from './windows.ts';
export { quote, type AddOnRefused, type Quote, type QuoteLine, type QuoteQuery } from './quote.ts';
export { feesThatApply, describeCondition, type AppliedFee } from './fees.ts';
export { atDoorPromos, choosePromo, discount, type AppliedPromo, type PromoNotApplied, type PromoReason } from './promos.ts';
export { changeFee, type ChangeFee, type ChangeKind } from './terms.ts';
export { addDays, daysBetween, indiaDate, indiaInstant, indiaMinutes, weekdayOf, clockMinutes, clockText, INDIA_OFFSET_MS } from './time.ts';
export { VISIT_STATUSES, VISIT_STATUS_LABELS, BUSY_STATUSES, NEXT_STATUSES, GROOMER_STATUSES, isVisitStatus, isMovable, type VisitStatus } from './visit-status.ts';
export { dateText, holdsOn, promoLabel, type PromoFacts, type PromoLabeler } from './promo-words.ts';

// The Hindi of the sentences model/offers.ts writes in English, from the same visit rules: a city's
// fees, the condition a fee applies on, and the cancelling and rescheduling terms. Written, not
// translated line by line, so a changed rule (an hour, a percentage, a new tier) changes the Hindi
// with it and no one has to retype a number in strings/hi.yaml. Times stay "6 PM" and prices
// "₹200", as Indian sites in Hindi write them (README, "The Hindi pages").
import type { ChangeTier, FeeCondition, Promo, VisitFee, VisitTerms } from './visits/rules.ts';
import { clockText } from './visits/time.ts';
import { rupees } from './format.ts';
import { formatTime } from './visits/words.ts';
import type { PromoLabeler } from './visits/promo-words.ts';

const MONTHS_HI = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'] as const;

/** "31 जनवरी 2027" for "2027-01-31". */
export function dateTextHi(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return `${d} ${MONTHS_HI[m - 1]} ${y}`;
}

/**
 * A promo's name in Hindi from its rule: "पहली बुकिंग पर ₹200 की छूट", "प्रोमो कोड DELHI20 से 20% की छूट",
 * "स्टूडेंट्स के लिए 10% की छूट, दरवाज़े पर स्टूडेंट ID दिखाने पर". A page's name comes through `nameOf`
 * in English, as the page names it ("Delhi NCR").
 */
export const promoLabelHi: PromoLabeler = (p, nameOf) => {
  const off = `${p.discount.kind === 'amount' ? rupees(p.discount.value) : `${p.discount.value}%`} की छूट`;
  const until = p.until ? `${dateTextHi(p.until)} तक` : '';
  if (p.claim === 'at-door') {
    const whom = p.who === 'students' ? 'स्टूडेंट्स' : p.who === 'seniors' ? `वरिष्ठ नागरिकों (${p.age}+)` : 'सभी';
    const proof = p.who === 'students' ? 'स्टूडेंट ID' : p.who === 'seniors' ? 'उम्र का प्रमाण' : 'पूछने';
    return `${whom} के लिए ${off}, दरवाज़े पर ${proof} दिखाने पर${until ? `, ${until}` : ''}`;
  }
  if (p.fromPage !== undefined) return `सभी पैकेज पर ${off} (${nameOf(p.fromPage)} पेज का ऑफ़र${until ? `, ${until}` : ''})`;
  const base = p.code ? `प्रोमो कोड ${p.code} से ${off}` : p.firstBookingOnly ? `पहली बुकिंग पर ${off}` : `हर बुकिंग पर ${off}`;
  return until ? `${base}, ${until}` : base;
};

/** "पहली बुकिंग पर ₹200 की छूट।" (the label is the edition's own already). */
export const promoTextHi = (p: Promo): string => `${p.label}।`;

/** "6 PM या उसके बाद, उसी दिन या अगले दिन की विज़िट बुक करने पर". */
export function describeConditionHi(when: FeeCondition): string {
  let booked = '';
  if (when.bookedFrom !== undefined && when.bookedBefore !== undefined) booked = `${at(when.bookedFrom)} से ${at(when.bookedBefore)} के बीच`;
  else if (when.bookedFrom !== undefined) booked = `${at(when.bookedFrom)} या उसके बाद`;
  else if (when.bookedBefore !== undefined) booked = `${at(when.bookedBefore)} से पहले`;
  let visit = 'विज़िट';
  if (when.visitWithinDays === 0) visit = 'उसी दिन की विज़िट';
  else if (when.visitWithinDays === 1) visit = 'उसी दिन या अगले दिन की विज़िट';
  else if (when.visitWithinDays !== undefined) visit = `${when.visitWithinDays} दिन के अंदर की विज़िट`;
  return booked ? `${booked}, ${visit} बुक करने पर` : `${visit} बुक करने पर`;
}

/** "आख़िरी समय का शुल्क ₹200: 6 PM या उसके बाद, उसी दिन या अगले दिन की विज़िट बुक करने पर।" (the label is the edition's own already). */
export const feeTextHi = (f: VisitFee): string => `${f.label} ${rupees(f.amount)}: ${describeConditionHi(f.when)}।`;

/**
 * The terms tier by tier: "विज़िट से 2 घंटे पहले तक कैंसल करना मुफ़्त है; उसके बाद पैकेज की कीमत का
 * 50% लगता है।" Identical terms for both are said once ("कैंसल करना या समय बदलना ...").
 */
export function termsTextHi(terms: VisitTerms): string {
  if (JSON.stringify(terms.cancel) === JSON.stringify(terms.reschedule)) return tiersHi('कैंसल करना या समय बदलना', terms.cancel);
  return `${tiersHi('समय बदलना', terms.reschedule)} ${tiersHi('कैंसल करना', terms.cancel)}`;
}

function tiersHi(doing: string, tiers: readonly ChangeTier[]): string {
  if (!tiers.length) return `${doing} हो, तो कृपया हमें कॉल करें।`;
  const cost = (p: number) => `पैकेज की कीमत का ${p}% लगता है`;
  const parts = tiers.map((t, i) => {
    if (i === 0) {
      const until = t.fromHoursBefore === 0 ? `विज़िट से पहले कभी भी ${doing}` : `विज़िट से ${hours(t.fromHoursBefore)} पहले तक ${doing}`;
      return t.feePercent === 0 ? `${until} मुफ़्त है` : `${until} हो, तो ${cost(t.feePercent)}`;
    }
    const when = t.fromHoursBefore === 0 ? 'उसके बाद' : `विज़िट से ${hours(t.fromHoursBefore)} पहले से`;
    return t.feePercent === 0 ? `${when} यह मुफ़्त है` : `${when} ${cost(t.feePercent)}`;
  });
  if (tiers.at(-1)!.fromHoursBefore > 0) parts.push('उसके बाद कृपया हमें कॉल करें');
  return `${parts.join('; ')}।`;
}

const hours = (n: number) => `${n} घंटे`;
const at = (minutes: number) => formatTime(clockText(minutes));

// A lead's reference, as a person reads it off the confirmation and says it on the phone: eight
// symbols in two groups of four, "K7HM-3XPR". The server makes it at intake and stores it with the
// lead (leads/store.ts); the desk finds a lead by it however it was typed (desk/queries.ts). Pure:
// the randomness is handed in (node:crypto on the server), so the browser and tests can use it too.
//
// The alphabet: the ten digits, and the letters that can be neither taken for a digit on a screen
// nor misheard for another kept letter on a phone line.
// - Out because they look like a digit, and read as that digit when typed: O and Q (0), I and L (1),
//   Z (2), S (5), G (6), B (8). The digit stays: a "0" said as "oh" still finds the lead.
// - Out because their names are misheard on a phone: E (the bare "ee" of B, C, D, G, P, T, V), N
//   (heard as M), J (heard as K or G), V (an "ee" letter, and U or V look alike by hand), U (with V).
// What is left: 0-9 and A C D F H K M P R T W X Y, 23 symbols; 23^8 is about 7.8e10, 36.2 bits.

/** The symbols a reference is made of, each once. */
export const REFERENCE_ALPHABET = '0123456789ACDFHKMPRTWXY';
/** Symbols in a reference, and in each group read out at once. */
export const REFERENCE_LENGTH = 8;
export const REFERENCE_GROUP = 4;
export const REFERENCE_SEPARATOR = '-';

/** Letters left out because they look like a digit, and the digit a person who typed one meant. */
export const REFERENCE_LOOK_ALIKES: Readonly<Record<string, string>> = { O: '0', Q: '0', I: '1', L: '1', Z: '2', S: '5', G: '6', B: '8' };

/** A reference as made and stored: "K7HM-3XPR". */
export const REFERENCE_PATTERN = new RegExp(`^[${REFERENCE_ALPHABET}]{${REFERENCE_GROUP}}(?:${REFERENCE_SEPARATOR}[${REFERENCE_ALPHABET}]{${REFERENCE_GROUP}})+$`);

/** Bytes at or above this are thrown away, so that every symbol is equally likely (256 is no multiple of 23). */
const USABLE_BYTES = 256 - (256 % REFERENCE_ALPHABET.length);

/** A new reference from `randomBytes` (crypto's: `randomBytes` of node:crypto, or `crypto.getRandomValues`). */
export function makeReference(randomBytes: (size: number) => Uint8Array): string {
  let symbols = '';
  while (symbols.length < REFERENCE_LENGTH) {
    for (const byte of randomBytes(2 * REFERENCE_LENGTH)) {
      if (byte < USABLE_BYTES && symbols.length < REFERENCE_LENGTH) symbols += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
    }
  }
  return formatReference(symbols);
}

/** "K7HM3XPR" -> "K7HM-3XPR": the groups a person reads out. */
export function formatReference(symbols: string): string {
  return symbols.match(new RegExp(`.{1,${REFERENCE_GROUP}}`, 'g'))?.join(REFERENCE_SEPARATOR) ?? '';
}

/**
 * What a person typed, as the reference it names ("K7HM-3XPR"), or undefined when it can be none:
 * case, spaces, dashes and other punctuation do not matter, Devanagari digits count as digits,
 * and a letter left out for looking like a digit is read as that digit ("k7hm 3xpr", "K7HM3XPR",
 * "k7hm--3xpr", "K7HM-3XPR." all name K7HM-3XPR; "RO1A-..." is read as "R01A-...").
 */
export function readReference(typed: string): string | undefined {
  const symbols = typed
    .normalize('NFKC')
    .replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - 0x0966))
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase()
    .replace(/./g, (symbol) => REFERENCE_LOOK_ALIKES[symbol] ?? symbol);
  if (symbols.length !== REFERENCE_LENGTH || [...symbols].some((symbol) => !REFERENCE_ALPHABET.includes(symbol))) return undefined;
  return formatReference(symbols);
}

// The WhatsApp messages of a visit, written from its facts: the confirmation, the reminder the
// day before, "on the way" and the thank-you after it is done. The texts are data, here in one
// place: the desk's server fills them (desk/visits/messages.ts) and staff send them through
// WhatsApp from their own phone, so no paid gateway is needed. Edit the words here; each {name} in
// braces is filled from the visit.
//
// A visit booked on a page in another language gets its messages in that language: each line,
// and each word filled in (a day, "tomorrow", the pet, "there" for a customer who left no name),
// is said through the language's catalog (strings/hi.yaml, keyed by the English line), as the
// pages are (change a line here, and change its Hindi line with it). Times stay "9 AM" and
// amounts "₹1,299", as Indian sites in Hindi write them.
import { rupees, labelWords } from './format.ts';
import { sayInEnglish, type Say } from './languages.ts';
import type { IsoDate } from './visits/rules.ts';
import { dayWords, windowEnds } from './visits/words.ts';

// 'moved': the office moved the visit to another day or window, and tells the customer.
export const MESSAGE_KINDS = ['confirmation', 'reminder', 'on-the-way', 'thank-you', 'moved'] as const;
export type MessageKind = (typeof MESSAGE_KINDS)[number];

export const isMessageKind = (value: unknown): value is MessageKind => (MESSAGE_KINDS as readonly unknown[]).includes(value);

/** What staff read on the button that opens each message. */
export const MESSAGE_LABELS: Readonly<Record<MessageKind, string>> = {
  confirmation: 'Confirmation', reminder: 'Reminder', 'on-the-way': 'On the way', 'thank-you': 'Thank you',
  moved: 'Visit moved',
};

/** The facts a message is written from: the visit's day in India ("2026-11-26") and its window ("09:00-11:00"). */
export interface MessageFacts {
  name: string; brand: string; date: IsoDate; window: string;
  /** The package as the lead names it (a form's label, its price left out when said). */
  package: string; total: number;
  /** "Dog" or "Cat", as the lead says it; a dog's size beside it ("Dog (small)") is not said. */
  pet: string;
  /** Whether the visit's day is today or tomorrow in India as the message is written; neither: a later day. */
  soon?: 'today' | 'tomorrow';
  /** The customer's own page, an absolute URL (confirmation only). */
  link?: string;
  /** The groomer's display name (on the way); "Our groomer" without one. */
  groomer?: string;
  /** Where to leave a review (thank-you); its line is left out when there is none. */
  reviewUrl?: string;
}

/** Lines of each message; a line naming a fact the visit lacks ({link}, {reviewUrl}) is left out. */
export const MESSAGE_TEMPLATES: Readonly<Record<MessageKind, readonly string[]>> = {
  confirmation: [
    'Hello {name}, this is {brand}. Your grooming visit is confirmed for {day}: our groomer will arrive between {from} and {to}.',
    'Package: {package}. Total to pay at the visit: {total}.',
    'Your own page for this visit, to see it, move it or cancel it: {link}',
    'Thank you for booking with us!',
  ],
  reminder: [
    'Hello {name}, a friendly reminder from {brand}: your {pet} grooming visit is {dayIs}, with our groomer arriving between {from} and {to}.',
    'Package: {package}. Total to pay at the visit: {total}.',
    'If the time no longer suits you, just reply here and we will sort it out.',
  ],
  'on-the-way': [
    'Hello {name}, {groomer} from {brand} is on the way to you now for your {pet} grooming visit.',
    'See you very soon!',
  ],
  'thank-you': [
    'Thank you, {name}, for having {brand} over today. We hope your {pet} is feeling fresh and happy!',
    'If you have a minute, a review would mean a lot to our small team: {reviewUrl}',
    'We would love to see you both again.',
  ],
  moved: [
    'Hello {name}, this is {brand}. We have moved your {pet} grooming visit to {day}: our groomer will arrive between {from} and {to}.',
    'Package: {package}. Total to pay at the visit: {total}.',
    'If the new time does not suit you, just reply here and we will find another.',
  ],
};

/** Every text a message is written with, but the lines: what a language's catalog translates. */
export const MESSAGE_WORD_TEXTS = ['there', 'Our groomer', 'today, {day}', 'tomorrow, {day}', 'on {day}', 'dog', 'cat', 'pet'] as const;

/** The message as the customer reads it, in the language `say` speaks (English by default). */
export function messageText(kind: MessageKind, facts: MessageFacts, say: Say = sayInEnglish): string {
  const day = dayWords(facts.date, say);
  // "today, Thu 26 Nov", "tomorrow, Thu 26 Nov", or "on Thu 26 Nov": a reminder sent on the day says so.
  const dayIs = facts.soon === 'today' ? say('today, {day}', { day }) : facts.soon === 'tomorrow' ? say('tomorrow, {day}', { day }) : say('on {day}', { day });
  const pet = facts.pet.replace(/\s*\(.*\)$/, '').trim().toLowerCase();
  const values: Record<string, string | undefined> = {
    name: facts.name.trim() || say('there'), brand: facts.brand, day, ...windowEnds(facts.window), dayIs,
    package: labelWords(facts.package, say), total: rupees(facts.total), pet: say(pet === 'dog' || pet === 'cat' ? pet : 'pet'),
    link: facts.link, groomer: facts.groomer || say('Our groomer'), reviewUrl: facts.reviewUrl,
  };
  return MESSAGE_TEMPLATES[kind]
    .filter((line) => [...line.matchAll(/\{(\w+)\}/g)].every(([, key]) => values[key]))
    .map((line) => say(line, values as Record<string, string>))
    .join('\n');
}

/**
 * "Due again" (the desk's Due list, desk/follow-ups/due-again.ts): a pet whose grooming interval
 * has passed since its last visit, written from the pet and that visit, to the customer's phone.
 * Not a message of a visit (it follows one that is over), so it has its lines of its own; each has
 * its Hindi in strings/hi.yaml, keyed by the English line, as the others do.
 */
export const DUE_AGAIN_LINES: readonly string[] = [
  "Hello {name}, this is {brand}. It is time for {petName}'s next grooming: the last visit was {lastDay}, with {package}.",
  'Book again from the page of that visit, or just reply here with a day that suits you and we will arrange it.',
];

export interface DueAgainFacts {
  name: string; brand: string;
  /** The pet's name; without one, "your dog" or "your cat" (its kind as the lead says it: Dog, Cat). */
  petName: string; kind: string;
  /** The last visit's day in India and its package as the lead names it. */
  lastDate: IsoDate; package: string;
}

/** The due-again message as the customer reads it, in the language `say` speaks. */
export function dueAgainText(facts: DueAgainFacts, say: Say = sayInEnglish): string {
  const kind = facts.kind.trim().toLowerCase();
  const values = {
    name: facts.name.trim() || say('there'), brand: facts.brand,
    petName: facts.petName.trim() || say('your {pet}', { pet: say(kind === 'dog' || kind === 'cat' ? kind : 'pet') }),
    lastDay: say('on {day}', { day: dayWords(facts.lastDate, say) }), package: labelWords(facts.package, say),
  };
  return DUE_AGAIN_LINES.map((line) => say(line, values)).join('\n');
}

// A visit's day and arrival window in words, said one way wherever they are said: the booking
// forms' day and window lists, the confirmation page, the customer's page (/b/<token>), the 409
// refusal, the WhatsApp messages, the desk and the groomers' calendar feed. "Fri 14 Aug",
// "9 AM to 11 AM", "Fri 14 Aug, 9 AM to 11 AM".
//
// Another language says them through `say`, its catalog's words with the placeholders filled
// (strings/hi.yaml: "शुक्र, 14 अगस्त", "9 AM से 11 AM तक"): the Hindi stays data, carried by the
// page, never typed into a script. Times stay "9 AM", as Indian sites in Hindi write them.
//
// A day is India's calendar day, "YYYY-MM-DD" (time.ts indiaDate gives it for an instant), read
// with UTC getters only, so the machine's time zone never moves it. Pure: the browser bundles it.
import type { IsoDate } from './rules.ts';

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** Every text a day or a window is said with: what a language's catalog translates (islands/texts.ts hands them to the pages). */
export const VISIT_WORD_TEXTS = ['{weekday} {day} {month}', '{from} to {to}', ...WEEKDAYS, ...MONTHS] as const;
export type VisitWordText = (typeof VISIT_WORD_TEXTS)[number];

/** A language's words: the text translated, its {placeholders} filled. Any island's words function is one. */
export type SayWords = (english: VisitWordText, vars?: Record<string, string>) => string;

/** The English: the text as written, its placeholders filled. */
export const inEnglish: SayWords = (english, vars) => english.replace(/\{(\w+)\}/g, (all, name: string) => vars?.[name] ?? all);

/** A time of day: "09:00" -> "9 AM", "18:30" -> "6:30 PM", "12:00" -> "12 PM", "00:00" -> "12 AM". */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  const suffix = h < 12 ? 'AM' : 'PM';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m === 0 ? `${h12} ${suffix}` : `${h12}:${String(m).padStart(2, '0')} ${suffix}`;
}

/** "Fri 14 Aug" for "2026-08-14"; in Hindi "शुक्र, 14 अगस्त". */
export function dayWords(date: IsoDate, say: SayWords = inEnglish): string {
  const d = new Date(`${date}T00:00:00Z`);
  return say('{weekday} {day} {month}', { weekday: say(WEEKDAYS[d.getUTCDay()]), day: String(d.getUTCDate()), month: say(MONTHS[d.getUTCMonth()]) });
}

/** The two ends of a window "09:00-11:00": "9 AM" and "11 AM", for a sentence that says "between {from} and {to}". */
export function windowEnds(window: string): { from: string; to: string } {
  const [from, to] = window.split('-');
  return { from: formatTime(from), to: formatTime(to) };
}

/** "9 AM to 11 AM" for "09:00-11:00"; in Hindi "9 AM से 11 AM तक". */
export function windowWords(window: string, say: SayWords = inEnglish): string {
  return say('{from} to {to}', windowEnds(window));
}

/** "Fri 14 Aug, 9 AM to 11 AM": a visit's day and window in one phrase. */
export function visitWords(visit: { readonly date: IsoDate; readonly window: string }, say: SayWords = inEnglish): string {
  return `${dayWords(visit.date, say)}, ${windowWords(visit.window, say)}`;
}

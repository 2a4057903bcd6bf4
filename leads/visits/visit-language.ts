// The customer's page in another language (/hi/b/<token>) asks with ?lang=hi: the answer is then
// in that language, as the forms' refusals are for a lead sent from a Hindi page. The terms are
// written in it from the rules (model/offers.ts offerWordsIn), the quote's labels (fees, offers)
// and each refusal are looked up in its catalog (model/languages.ts translateMessage); package
// names and amounts are the same in every language. The desk and the log keep the English.
import type { IncomingMessage } from 'node:http';
import type { ApiConfig } from '../api-config.ts';
import { HttpError } from '../../http/http-error.ts';
import { sayFrom, translateMessage } from '../../model/languages.ts';
import { offerWordsIn } from '../../model/offers.ts';
import type { ChangeFee, VisitRules } from '../../model/visits/index.ts';
import type { VisitView } from './customer-visit.ts';

export interface VisitLanguage { code: string; texts: Readonly<Record<string, string>> }

/** The language a request asks for with ?lang=, when the site has it (and it is not the default). */
export function visitLanguageOf(api: ApiConfig, req: IncomingMessage): VisitLanguage | undefined {
  const code = new URL(req.url ?? '/', 'http://localhost').searchParams.get('lang');
  return code && api.languages && Object.hasOwn(api.languages, code) ? { code, texts: api.languages[code] } : undefined;
}

/** `rules`: the site's, to write a discount given at the door in the language from its rule (no figure in a catalog). */
export function viewIn<T extends VisitView>(view: T, language: VisitLanguage | undefined, rules?: VisitRules): T {
  if (!language) return view;
  const say = (text: string) => translateMessage(text, language.texts);
  const words = offerWordsIn(language.code, (english) => language.texts[english] ?? english);
  const nameOf = (slug: string) => rules?.cities[slug]?.name ?? slug;
  // An offer is named from its rule in the language (no figure in a catalog); one no longer in the rules, as it was stored.
  const promoName = (id: string, stored: string) => {
    const rule = rules?.promos.find((p) => p.id === id);
    return rule ? words.promoLabel(rule, nameOf) : say(stored);
  };
  const fee = (f: ChangeFee): ChangeFee => (f.allowed ? f : { ...f, message: say(f.message) });
  return {
    ...view,
    termsText: words.termsText(view.terms),
    atDoor: view.atDoor.map((d) => ({ id: d.id, label: promoName(d.id, d.label) })),
    lines: view.lines.map((l) => ({ ...l, label: l.kind === 'promo' ? promoName(l.id, l.label) : say(l.label), ...(l.kind === 'package' && l.reason && { reason: say(l.reason) }) })),
    move: fee(view.move), cancel: fee(view.cancel),
  };
}

/** A refusal in the language asked for: written from its facts when it can be, else looked up in the catalog. */
export function errorIn(error: unknown, language: VisitLanguage | undefined): unknown {
  if (!language || !(error instanceof HttpError)) return error;
  const message = error.inLanguage ? error.inLanguage(sayFrom(language.texts), language.code) : translateMessage(error.message, language.texts);
  return message === error.message ? error : new HttpError(error.status, message, error.headers);
}

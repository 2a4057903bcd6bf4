// Whether one fact a page states agrees with what the catalogue allows for the page's place
// (allowed.ts). Returns what the catalogue says instead, or undefined when it agrees.
import type { Allowed } from './allowed.ts';
import type { Fact } from './kinds.ts';
import type { IncludedClaims } from './included.ts';

/** How far from a figure a city's name may stand for the figure to be that city's (a fee on a general page). */
const NEAR = 160;

export function disagreement(fact: Fact, allowed: Allowed, text: string, included: IncludedClaims): string | undefined {
  const v = fact.value;
  switch (fact.kind) {
    case 'price': {
      if (fact.from && allowed.fromPrices.has(v)) return undefined;
      const before = text.slice(Math.max(0, fact.at - 40), fact.at).toLowerCase();
      if (fact.from && allowed.packagePrices.some((p) => p.price === v && before.includes(p.word))) return undefined;
      if (fact.from) return `a "from" price is the lowest of what is shown: ${[...allowed.fromPrices].join(', ')}`;
      if (allowed.prices.has(v)) return undefined;
      const near = allowed.pricesNear.get(v);
      const around = text.slice(Math.max(0, fact.at - NEAR), fact.at + NEAR);
      if (near?.some((name) => around.includes(name))) return undefined;
      return near ? `₹${v} is the fee of ${near.join(', ')} only: name the city beside it` : `no price, fee or offer here is ₹${v} (${allowed.says.price})`;
    }
    case 'amount-off': return allowed.amountsOff.has(v) ? undefined : allowed.says['amount-off'];
    case 'percent':
      if (fact.upTo) return v === allowed.bestPercent ? undefined : `the best offer here is ${allowed.bestPercent}%`;
      return allowed.percents.has(v) ? undefined : allowed.says.percent;
    case 'time': return allowed.times.has(v) ? undefined : allowed.says.time;
    case 'hours': {
      const to = fact.to!;
      const whole = allowed.spans.some((s) => s.from === v && s.to === to);
      // An arrival window lies within hours that hold here; the day's last one is cut short at the
      // closing time, as the rules lay it (model/visits windowsOfDay: 8:30 PM to 10 PM in Gurugram).
      const W = allowed.windowMinutes;
      const window = allowed.spans.some((s) => s.from <= v && to <= s.to
        && (to - v === W || (to === s.to && to - v < W && (v - s.from) % W === 0)));
      return whole || window ? undefined : allowed.says.hours;
    }
    case 'notice': return allowed.notices.has(v) ? undefined : allowed.says.notice;
    case 'packages': case 'cities': case 'days': {
      const set = allowed[fact.kind];
      const ok = fact.atLeast ? Math.max(...set) >= v : set.has(v);
      return ok ? undefined : allowed.says[fact.kind];
    }
    case 'included': return included.check(fact.sentence ?? fact.text, allowed.shownPackages);
  }
}

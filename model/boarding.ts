// A boarding plan's terms in words, from its data ("8 AM to 6 PM, 1 meal", "Any 7 days a year",
// "14 days"): one function for every page and language. Another language says them through `say`,
// its catalog (strings/hi.yaml: "{opens} to {closes}" -> "{opens} से {closes} तक"), so the figures
// stay in site.yaml and no translation types them. Pure.
import type { RawBoardingPlan } from './types.ts';
import { formatTime } from './visits/words.ts';

/** Every text a plan's terms are said with: what a language's catalog translates. */
export const PLAN_TERM_TEXTS = ['{opens} to {closes}', '{n} meal', '{n} meals', 'Per day', 'Any {n} days a year', '{n} days', '{n} day'] as const;
export type PlanTermText = (typeof PLAN_TERM_TEXTS)[number];

const fillIn = (text: string, vars: Record<string, string | number>) => text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all));

/** "8 AM to 6 PM, 1 meal" for { hours: { opens: "08:00", closes: "18:00" }, meals: 1 }. */
export function planTerms(plan: RawBoardingPlan, say: (text: PlanTermText) => string = (text) => text): string {
  const parts: string[] = [];
  if (plan.hours) parts.push(fillIn(say('{opens} to {closes}'), { opens: formatTime(plan.hours.opens), closes: formatTime(plan.hours.closes) }));
  if (plan.meals !== undefined) parts.push(fillIn(say(plan.meals === 1 ? '{n} meal' : '{n} meals'), { n: plan.meals }));
  if (plan.perDay) parts.push(say('Per day'));
  if (plan.anyDaysPerYear !== undefined) parts.push(fillIn(say('Any {n} days a year'), { n: plan.anyDaysPerYear }));
  if (plan.days !== undefined) parts.push(fillIn(say(plan.days === 1 ? '{n} day' : '{n} days'), { n: plan.days }));
  return parts.join(', ');
}

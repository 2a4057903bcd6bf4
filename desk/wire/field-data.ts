// What the desk API answers for the Field data view (GET field-data?days=7|28): desk/field-data.ts
// answers it, desk/app/FieldData.tsx reads it.
import type { ratingOf, Vital } from '../../model/field-data.ts';

export interface VitalFigure { p75: number; count: number; rating: ReturnType<typeof ratingOf> }

export interface FieldReport {
  days: string[];
  /** Page type -> metric -> its 75th percentile over the period ("all" for every page together). */
  vitals: Record<string, Partial<Record<Vital, VitalFigure>>>;
  /** Per day: taps of each kind, and the form leads (spam left out) beside them. */
  perDay: Record<string, number[]>;
  /** Taps by page type and kind over the period. */
  tapsByPage: { page: string; kind: string; count: number }[];
  /** The 20 pages with the most taps over the period, each with its taps by kind. */
  tapsByPath: { path: string; kind: string; count: number }[];
  referrers: { referrer: string; visits: number; taps: number; leads: number }[];
  campaigns: { source: string; medium: string; campaign: string; gclid: boolean; visits: number; taps: number; leads: number }[];
}

import { dayWords, formatTime, windowWords } from '../../model/visits/words.ts';

/** A lead as the desk's list answers it (desk/queries.ts LeadSummary). */
export interface Lead {
  id: number; kind: string; receivedAt: string; name: string; phone: string; pet: string; service: string;
  path: string; city: string; status: string; fields: Record<string, string>;
  owner: string | null; followUpAt: number | null; likelySpam: string | null; overdue: boolean; samePhone: number;
}

/**
 * The day and window the customer asked for, as a card shows them (["Sat 5 Dec", "9 AM to 11 AM"]),
 * each there only if asked; the form checked them (a day, and a slot "09:00-11:00" or a time "09:00").
 */
export function requestedWindow(fields: Record<string, string>): string[] {
  const time = fields.serviceTime ?? '';
  const window = time.includes('-') ? windowWords(time) : time && formatTime(time);
  return [fields.serviceDate ? dayWords(fields.serviceDate) : '', window].filter(Boolean);
}

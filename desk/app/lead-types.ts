/** A lead as the desk's list answers it (desk/queries.ts LeadSummary). */
export interface Lead {
  id: number; kind: string; receivedAt: string; name: string; phone: string; pet: string; service: string;
  path: string; city: string; status: string; fields: Record<string, string>;
  owner: string | null; followUpAt: number | null; likelySpam: string | null; overdue: boolean; samePhone: number;
}

/** The day and window the customer asked for, as a card shows them (["5 Dec", "09:00-11:00"]), each there only if asked. */
export function requestedWindow(fields: Record<string, string>): string[] {
  const day = fields.serviceDate ? new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' }).format(new Date(`${fields.serviceDate}T00:00:00Z`)) : '';
  return [day, fields.serviceTime ?? ''].filter(Boolean);
}

// The visit's source sent with a lead, so the desk counts leads per referring site and campaign:
// what the field-data script kept for this tab (islands/client/field-data.ts, once per visit, on
// the landing page). Nothing when it kept nothing (Global Privacy Control, Do Not Track, storage
// blocked) or the visit came straight in without tags, so such a lead is exactly SPEC's.
import { VISIT_SOURCE_KEY, type VisitSource } from '../../model/field-data.ts';

export function keptSource(): { source?: VisitSource } {
  try {
    const s = JSON.parse(sessionStorage.getItem(VISIT_SOURCE_KEY) ?? 'null') as VisitSource | null;
    return s && (s.ref || s.source || s.medium || s.campaign || s.gclid) ? { source: s } : {};
  } catch {
    return {};
  }
}

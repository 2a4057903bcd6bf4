import { formatWhen, SPAM_REASONS } from './format.ts';
import type { LeadDetail, LeadSummary } from '../wire/leads.ts';

/** The technical fields, folded away under "Details": the browser once, the address, the form's flags. */
export function LeadDetails({ lead }: { lead: LeadDetail }) {
  const f = lead.fields;
  const flags = (['user', 'status'] as const).filter((key) => f[key]).map((key) => `${key}=${f[key]}`).join(', ');
  const rows: [string, string][] = [
    ['Received', new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'medium' }).format(new Date(lead.receivedAt))],
    ['Browser', lead.userAgent || f.userAgent || ''],
    ['Address (IP)', lead.ip],
    ['Address the form looked up', f.remoteIP ?? ''],
    ['Form open for', lead.formMs === null ? '' : `${(lead.formMs / 1000).toFixed(1)} s before it was sent`],
    ['Page address', lead.path],
    ['Announced again', lead.escalatedAt ? formatWhen(lead.escalatedAt) : ''],
    ['Form flags', flags],
  ];
  return (
    <details className="details">
      <summary>Details</summary>
      <dl className="tech-fields">
        {rows.filter(([, value]) => value).map(([label, value]) => <div key={label}><dt>{label}</dt><dd>{value}</dd></div>)}
      </dl>
    </details>
  );
}

/** A lead the server thinks likely spam, or one marked spam: confirm or restore in one tap. */
export function SpamNotice({ lead, onJudge }: { lead: LeadSummary; onJudge: (spam: boolean) => void }) {
  if (!lead.likelySpam && lead.status !== 'spam') return null;
  const why = lead.likelySpam ? SPAM_REASONS[lead.likelySpam] ?? lead.likelySpam : '';
  return (
    <div className="spam-notice" role="note">
      <p>{lead.status === 'spam' ? 'Marked as spam.' : `Likely spam: ${why}.`} Stored and announced all the same.</p>
      <div className="actions">
        {lead.status !== 'spam' && <button type="button" onClick={() => onJudge(true)}>Spam</button>}
        <button type="button" className="secondary" onClick={() => onJudge(false)}>Not spam</button>
      </div>
    </div>
  );
}

import type { Transporter } from 'nodemailer';
import { escapeHtml } from '../model/html.ts';
import { LeadsUsageError } from '../model/usage-error.ts';
import { kindLabel, telHref, whatsappHref } from '../model/lead-facts.ts';
import { cityOfPage, pathnameOf, type PageCities } from '../model/paths.ts';
import { visitWords } from '../model/visits/words.ts';
import type { Sender } from './outbox.ts';
import type { LeadNotification } from './store.ts';

/**
 * The e-mail channel of the outbox: one alert per new lead to LEAD_EMAIL_TO through the SMTP
 * server of SMTP_URL (smtp://user:password@host:587 with STARTTLS, or smtps://...:465).
 */
export interface EmailSettings {
  smtpUrl: string;
  /** One or more addresses, comma separated. */
  to: string;
  /** Sender address; defaults to the SMTP user when it is an address. */
  from?: string;
  /** The business's name, for the subject, the sender and the WhatsApp greeting. */
  brand: string;
  /** Where the desk lives, e.g. https://www.example.in/desk/ (the lead's link is added to it). */
  deskUrl: string;
  /** The site's pages that name a city (the API's, leads/server.ts), for the city in the subject. */
  pageCities?: PageCities;
}

const FIELDS: [key: string, label: string][] = [
  ['service', 'Service'], ['addOns', 'Add-ons'], ['promoCode', 'Promo code'], ['pet', 'Pet'], ['breed', 'Breed'], ['address', 'Address'],
  ['serviceDate', 'Date'], ['serviceTime', 'Time'], ['request', 'Request'], ['subject', 'Subject'],
  ['message', 'Message'], ['path', 'Page'],
];

/** Checks the environment's settings once, at start, so a typo stops `serve` with a clear message. */
export function resolveEmailSettings(env: { smtpUrl?: string; to?: string; from?: string }, site: { brand: string; url: string }): EmailSettings | undefined {
  const smtpUrl = env.smtpUrl ?? '';
  const to = env.to ?? '';
  if (smtpUrl === '' && to === '') return undefined;
  if (smtpUrl === '') throw new LeadsUsageError('LEAD_EMAIL_TO is set but SMTP_URL is not: set SMTP_URL=smtp://user:password@host:587 as well');
  if (to === '') throw new LeadsUsageError('SMTP_URL is set but LEAD_EMAIL_TO is not: set LEAD_EMAIL_TO to the address (or comma separated addresses) that gets the alerts');
  let parsed: URL;
  try {
    parsed = new URL(smtpUrl);
  } catch {
    throw new LeadsUsageError('SMTP_URL: not an address; expected smtp://user:password@host:587 or smtps://user:password@host:465');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new LeadsUsageError(`SMTP_URL: expected smtp:// or smtps://, got ${parsed.protocol}//`);
  }
  for (const address of to.split(',')) {
    if (!/^[^\s@]+@[^\s@]+$/.test(address.trim())) throw new LeadsUsageError(`LEAD_EMAIL_TO: "${address.trim()}" is not an e-mail address`);
  }
  const user = decodeURIComponent(parsed.username);
  const from = env.from || (user.includes('@') ? user : `leads@${new URL(site.url).hostname.replace(/^www\./, '')}`);
  return { smtpUrl, to, from, brand: site.brand, deskUrl: new URL('/desk/', site.url).href };
}

export interface AlertMessage {
  subject: string;
  text: string;
  html: string;
}

/**
 * What a visitor typed, fit to show the owner: no bidi overrides or isolates, no invisible marks,
 * no control characters, which can make "gpj.exe" read as "exe.jpg" or hide text in the alert.
 * Line breaks and tabs stay in the body (addresses, requests); the subject is one plain line.
 */
const BIDI_AND_CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;
const bodyText = (value: string) => value.replace(BIDI_AND_CONTROLS, '');
const subjectText = (value: string) => value.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ').replace(/\s+/g, ' ').trim();

/**
 * The page a lead came from, as its pathname only: a path is what the visitor may choose, and a
 * full address in the owner's alert could send them to anyone's site.
 */
const pageOf = (path: string | undefined) => pathnameOf(path).replace(/\/{2,}/g, '/');

/** Subject: kind, city or page, pet. Body: who, how to reach them, what they asked for, the desk link. */
export function composeAlert(lead: LeadNotification, settings: Pick<EmailSettings, 'brand' | 'deskUrl' | 'pageCities'>): AlertMessage {
  const sent = lead.fields as Record<string, string | undefined>;
  const f = Object.fromEntries(Object.entries(sent).map(([key, value]) => [key, typeof value === 'string' ? bodyText(value) : value])) as Record<string, string | undefined>;
  f.path = sent.path === undefined ? undefined : pageOf(f.path);
  const facts = { id: lead.id, kind: lead.kind, fields: f };
  const where = cityOfPage(f.path, settings.pageCities) || f.path;
  // A customer's change through their link goes out like a new lead, said as what it is.
  const change = lead.change && changeWords(lead.change);
  // A lead still new past site.yaml's minutes is announced again, saying that it waits.
  const waits = lead.escalation && `Still waiting: ${kindLabel(facts).toLowerCase()} lead #${lead.id} is new after ${lead.escalation.minutes} min`;
  const headline = change ? `Lead #${lead.id}: ${change.headline}` : waits || `New ${kindLabel(facts).toLowerCase()} lead #${lead.id}`;
  const subject = [headline, where, f.pet].map((part) => subjectText(part ?? '')).filter(Boolean).join(', ');
  const tel = telHref(f.phone);
  const whatsapp = whatsappHref(facts, settings.brand);
  const deskLink = `${settings.deskUrl}#lead-${lead.id}`;
  const rows = FIELDS.filter(([key]) => f[key]).map(([key, label]) => [label, f[key] as string]);

  const text = [
    `${f.name || 'Someone'} sent a ${kindLabel(facts).toLowerCase()} request.`,
    ...(change ? [change.line] : []),
    ...(waits ? [`${waits}: nobody has called yet.`] : []),
    ...(lead.likelySpam ? [`Likely spam (${lead.likelySpam}): check before calling.`] : []),
    '',
    // What the customer reads out when they call (their confirmation showed it); leads from before it have none.
    ...(lead.reference ? [`Reference: ${lead.reference}`] : []),
    `Name: ${f.name || '-'}`,
    `Call: ${f.phone} (${tel})`,
    `WhatsApp: ${whatsapp}`,
    ...rows.map(([label, value]) => `${label}: ${value}`),
    `Received: ${lead.receivedAt}`,
    '',
    `On the desk: ${deskLink}`,
  ].join('\n');

  const cell = (value: string) => escapeHtml(value).replace(/\n/g, '<br>');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">
<p><strong>${cell(f.name || 'Someone')}</strong> sent a ${escapeHtml(kindLabel(facts).toLowerCase())} request.</p>${change ? `\n<p><strong>${escapeHtml(change.line)}</strong></p>` : ''}${waits ? `\n<p><strong>${escapeHtml(waits)}: nobody has called yet.</strong></p>` : ''}${lead.likelySpam ? `\n<p>Likely spam (${escapeHtml(lead.likelySpam)}): check before calling.</p>` : ''}
<p><a href="${escapeHtml(tel)}">Call ${cell(f.phone ?? '')}</a> &middot; <a href="${escapeHtml(whatsapp)}">WhatsApp</a></p>
<table cellpadding="4">${lead.reference ? `<tr><th align="left">Reference</th><td>${escapeHtml(lead.reference)}</td></tr>` : ''}${rows.map(([label, value]) => `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${cell(value)}</td></tr>`).join('')}
<tr><th align="left">Received</th><td>${escapeHtml(lead.receivedAt)}</td></tr></table>
<p><a href="${escapeHtml(deskLink)}">Open lead #${lead.id} on the desk</a></p>
</body></html>`;
  return { subject, text, html };
}

/**
 * A customer's move or cancellation in the owner's words, with the day and window it left and (a
 * move) the one it took: the office calls from the alert alone. An alert queued before moves
 * carried their new window says the old one only.
 */
function changeWords(change: NonNullable<LeadNotification['change']>): { headline: string; line: string } {
  const was = visitWords(change.from);
  const fee = `fee ₹${change.fee}`;
  if (change.kind === 'cancelled') {
    return { headline: `visit of ${was} cancelled by the customer`, line: `The customer cancelled the visit of ${was} on their link (${fee}): call to confirm, or offer another day.` };
  }
  const now = change.visit && visitWords(change.visit);
  return now
    ? { headline: `visit moved by the customer to ${now}`, line: `The customer moved the visit on their link from ${was} to ${now} (${fee}).` }
    : { headline: 'visit moved by the customer', line: `The customer moved the visit of ${was} on their link (${fee}).` };
}

/** A Sender over one SMTP connection setting; nodemailer's own timeouts bound each attempt too. */
export function emailSender(settings: EmailSettings, timeoutMs = 10_000): Sender & { close(): void } {
  const url = new URL(settings.smtpUrl);
  // nodemailer is loaded with the first alert, not with every server start.
  let transport: Promise<Transporter> | undefined;
  const connect = async () => (await import('nodemailer')).default.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const send = (async (payload: string, signal: AbortSignal) => {
    const lead = JSON.parse(payload) as LeadNotification;
    const message = composeAlert(lead, settings);
    transport ??= connect();
    const sending = (await transport).sendMail({
      from: { name: `${settings.brand} leads`, address: settings.from! },
      to: settings.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: { 'X-Groomsite-Lead': String(lead.id) },
    });
    // nodemailer cannot be aborted; the outbox stops waiting and the claim runs out.
    await new Promise<void>((resolve, reject) => {
      const onAbort = () => reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      sending.then(() => resolve(), (error: Error & { code?: string; responseCode?: number }) => {
        // SMTP replies may quote addresses; keep only the code and the reply's gist.
        reject(new Error(`SMTP ${error.code ?? 'error'}${error.responseCode ? ` ${error.responseCode}` : ''}: ${error.message.split('\n')[0].slice(0, 200)}`));
      }).finally(() => signal.removeEventListener('abort', onAbort));
    });
  }) as Sender & { close(): void };
  send.close = () => void transport?.then((t) => t.close(), () => {});
  return send;
}

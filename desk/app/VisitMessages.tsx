import { useState } from 'react';
import { MESSAGE_LABELS, type MessageKind } from '../../model/visit-messages.ts';
import { call } from './client.ts';
import { formatWhen } from './format.ts';
import type { Confirmation, VisitMessage } from '../wire/visits.ts';

/**
 * A visit's WhatsApp messages, each written by the server from the visit (model/visit-messages.ts):
 * one tap opens WhatsApp with the text, then "Mark sent" records that it went out (shown with who
 * and when). The confirmation first asks the server for a fresh link to the customer's page.
 */
export function VisitMessages({ visitId, who, messages, folded = false, open = false, onChanged }: {
  visitId: number; who: string; messages: VisitMessage[];
  /** The office's cards fold the messages under one line saying how many went out, so a phone still shows several visits. */
  folded?: boolean; open?: boolean; onChanged: () => void;
}) {
  const [confirmation, setConfirmation] = useState<string | undefined>();
  const [problem, setProblem] = useState('');
  // Open at first when asked (a flagged visit); then as staff leave it.
  const [unfolded, setUnfolded] = useState(open);
  if (messages.length === 0) return null;

  async function run(work: () => Promise<void>) {
    try {
      await work();
      setProblem('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }
  const markSent = (kind: MessageKind) => run(async () => {
    await call(`visits/${visitId}/messages`, { method: 'POST', body: { kind } });
    onChanged();
  });
  const writeConfirmation = () => run(async () => {
    setConfirmation((await call<Confirmation>(`visits/${visitId}/confirmation`, { method: 'POST' })).href);
  });

  const list = (
    <div className="messages" role="group" aria-label={`WhatsApp messages to ${who}`}>
      {messages.map((m) => {
        const label = MESSAGE_LABELS[m.kind];
        const href = m.kind === 'confirmation' ? confirmation : m.href;
        return (
          <div key={m.kind} className={`message${m.sentAt ? ' sent' : ''}`}>
            {href ? <a className="wa" href={href} target="_blank" rel="noopener noreferrer">WhatsApp: {label}<span className="visually-hidden"> to {who}</span></a>
              : <button type="button" className="secondary" onClick={() => void writeConfirmation()}>Write {label.toLowerCase()}<span className="visually-hidden"> to {who}, with a new link to their page</span></button>}
            {m.sentAt
              ? <span className="meta">Sent {formatWhen(m.sentAt)}, {m.sentBy}</span>
              : <button type="button" className="quiet" onClick={() => void markSent(m.kind)}>Mark sent<span className="visually-hidden"> the {label.toLowerCase()} to {who}</span></button>}
          </div>
        );
      })}
      <p className="error" role="alert">{problem}</p>
    </div>
  );
  if (!folded) return list;
  const sent = messages.filter((m) => m.sentAt).length;
  return (
    <details className="visit-more" open={unfolded} onToggle={(e) => setUnfolded(e.currentTarget.open)}>
      <summary>WhatsApp messages <span className="meta">({sent} of {messages.length} sent)</span></summary>
      {list}
    </details>
  );
}

// A real SMTP server on loopback (smtp-server) that keeps every message it accepts, parsed.
import net from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { to: string; subject: string; text: string; html: string; leadId: string }

/** An SMTP server on `port` (0 = any). */
export async function smtp(port = 0) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          leadId: String(mail.headers.get('x-groomsite-lead') ?? ''),
        });
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as net.AddressInfo).port;
  return { port: actual, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Loopback ports for servers a test starts itself (nginx, SMTP, Cloudflare's runtime): one that is
// free now, and waiting until something listens on one.
import fs from 'node:fs';
import net from 'node:net';

/** A port that nothing listens on right now (a server comes up there later). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().once('error', reject).listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once something accepts connections on `port` (10 s at most); else fails with `errorLog`'s text. */
export async function waitForPort(port: number, errorLog: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true))).once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nothing listens on ${port}: ${fs.existsSync(errorLog) ? fs.readFileSync(errorLog, 'utf8') : '(no error log)'}`);
}

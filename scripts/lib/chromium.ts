// Debian's Chromium, driven by playwright-core, launched as DESIGN.md says (never a downloaded
// browser). The flags keep it off the network it cannot reach here; tests and the bench share them.
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const chromiumFlags = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}

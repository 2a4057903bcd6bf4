// The rotating city headline ("Pet Grooming At Home" / "Pet Designer Hair Cut"): the next line
// every `interval` ms, fading in (CSS); static for reduced motion.
import { useState } from 'react';
import { reducedMotion, useInterval, useStarted } from './hooks.ts';

export default function Rotating({ lines, interval }: { lines: string[]; interval: number }) {
  const [changes, setChanges] = useState(0);
  const started = useStarted();
  useInterval(interval, started && lines.length > 1 && !reducedMotion(), () => setChanges((n) => n + 1));
  return (
    <div className="rotating">
      {/* A new element per line, so the fade-in starts again each time. */}
      <p key={changes} className={changes ? 'rotating__text is-in' : 'rotating__text'}>{lines[changes % lines.length]}</p>
    </div>
  );
}

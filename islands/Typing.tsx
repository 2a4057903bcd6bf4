// Typing headline (SPEC 9.1): deletes and types the phrases one character per `speed` ms, holds
// each whole phrase `pause` ms, forever, from the end of the page's load. Reduced motion keeps the
// static first phrase. Screen readers get the phrases once as text; the moving copy is hidden from them.
// The whole phrase is always laid out, its untyped rest invisible, so the letters never move:
// no word jumps to another line as it grows, and the caret is a shadow that takes no room.
import { useLayoutEffect, useState } from 'react';
import { reducedMotion, useLoaded, useStarted } from './hooks.ts';

export default function Typing({ phrases, speed, pause }: { phrases: string[]; speed: number; pause: number }) {
  const started = useStarted();
  const moving = started && phrases.length > 0 && !reducedMotion();
  const loaded = useLoaded();
  const [shown, setShown] = useState({ phrase: 0, typed: phrases[0].length });
  useLayoutEffect(() => {
    if (!moving || !loaded) return;
    let i = 0;
    let n = phrases[0].length;
    let dir = -1;
    let timer: ReturnType<typeof setTimeout>;
    const step = () => {
      n += dir;
      let wait = speed;
      if (dir > 0 && n >= phrases[i].length) {
        dir = -1;
        wait = pause;
      } else if (dir < 0 && n <= 0) {
        dir = 1;
        i = (i + 1) % phrases.length;
      }
      setShown({ phrase: i, typed: n });
      timer = setTimeout(step, wait);
    };
    timer = setTimeout(step, pause);
    return () => clearTimeout(timer);
  }, [moving, loaded]);
  return (
    <div className={moving ? 'typing is-typing' : 'typing'}>
      {moving ? <span className="visually-hidden">{phrases.join('. ')}</span> : null}
      <p className="typing__text" aria-live="off" aria-hidden={moving ? 'true' : undefined}>
        {moving ? <Typed phrase={phrases[shown.phrase]} count={shown.typed} /> : phrases[0]}
      </p>
    </div>
  );
}

function Typed({ phrase, count }: { phrase: string; count: number }) {
  return <><span className="typing__typed">{phrase.slice(0, count)}</span><span className="typing__rest">{phrase.slice(count)}</span></>;
}

// The back-to-top link appears after `after` px of scrolling (SPEC 2.6). The link itself
// (href="#top") needs no script: it works and moves focus even before this starts.
import { useLayoutEffect, useState } from 'react';
import { usePageListener } from './hooks.ts';
import { Kept, type Slot } from './Kept.tsx';

export default function BackToTop({ after, icon, label = 'Back to top' }: { after: number; icon: Slot; label?: string }) {
  const [shown, setShown] = useState(false);
  const update = () => setShown(scrollY > after);
  usePageListener('window', 'scroll', update, { passive: true });
  // Also once at start: a page opened (or reloaded) half way down shows it at once.
  useLayoutEffect(update, []);
  return <Kept as="a" className="back-to-top" href="#top" aria-label={label} hidden={!shown} content={icon} />;
}

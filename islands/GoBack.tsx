// Go Back on the confirmation pages: the browser's back when the visitor came from a page of this
// site, otherwise the link's own target (home) rather than leaving the site or doing nothing.
import type { MouseEvent } from 'react';

export default function GoBack({ label, callHref, callLabel }: { label: string; callHref: string; callLabel: string }) {
  const back = (e: MouseEvent) => {
    const cameFromSite = history.length > 1 && document.referrer.startsWith(`${location.origin}/`);
    if (!cameFromSite) return;
    e.preventDefault();
    history.back();
  };
  return (
    <div className="confirm__actions">
      <a className="button button--ghost" href="/" onClick={back}>{label}</a>
      <a className="button button--accent" href={callHref}>{callLabel}</a>
    </div>
  );
}

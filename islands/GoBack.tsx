// Go Back on the confirmation pages: the browser's back when the visitor came from a page of this
// site, otherwise the link's own target (home) rather than leaving the site or doing nothing.
// After a booking it also names what was booked, in the words of the card and the form ("Fur
// Fresh Spa (Full Body Bath) - ₹999"), which the booking form left in this tab's session storage
// under `booked.key`. The server renders that line empty with two lines' room kept (60-company.css),
// so filling it in moves nothing; a visitor who booked nothing in this tab sees no line.
import { useLayoutEffect, useState, type MouseEvent } from 'react';

export default function GoBack({ label, callHref, callLabel, booked }: {
  label: string; callHref: string; callLabel: string; booked?: { key: string; intro: string };
}) {
  const [service, setService] = useState('');
  useLayoutEffect(() => {
    try {
      if (booked) setService(sessionStorage.getItem(booked.key) ?? '');
    } catch { /* storage blocked: name nothing */ }
  }, []);
  const back = (e: MouseEvent) => {
    const cameFromSite = history.length > 1 && document.referrer.startsWith(`${location.origin}/`);
    if (!cameFromSite) return;
    e.preventDefault();
    history.back();
  };
  return (
    <>
      {booked ? <p className="confirm__booked">{service ? <>{booked.intro} <strong>{service}</strong></> : null}</p> : null}
      <div className="confirm__actions">
        <a className="button button--ghost" href="/" onClick={back}>{label}</a>
        <a className="button button--accent" href={callHref}>{callLabel}</a>
      </div>
    </>
  );
}

// The contact page map loads from the map provider only when the visitor asks for it: the
// placeholder (address, note, button, outside link) gives way to the map frame.
import { useState } from 'react';

/** `words` (note, button, link): its words on pages in another language than the default. */
export default function MapEmbed({ src, title, address, link, words: w }: { src: string; title: string; address: string; link: string; words?: string[] }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="map">
      {shown ? <iframe src={src} title={title} referrerPolicy="no-referrer-when-downgrade" /> : (
        <div className="map__placeholder">
          <p>{address}</p>
          <p className="map__note">{w?.[0] ?? 'The map comes from Google Maps and loads only when you ask for it.'}</p>
          <button type="button" className="button" onClick={() => setShown(true)}>{w?.[1] ?? 'Show the map'}</button>{' '}
          <a className="map__link" href={link} rel="noopener">{w?.[2] ?? 'Open in Google Maps'}</a>
        </div>
      )}
    </div>
  );
}

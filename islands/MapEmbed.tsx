// The contact page map loads from the map provider only when the visitor asks for it: the
// placeholder (address, note, button, outside link) gives way to the map frame.
import { useState } from 'react';

const ENGLISH = { note: 'The map comes from Google Maps and loads only when you ask for it.', show: 'Show the map', open: 'Open in Google Maps' };

/** `words`: its words on pages in another language than the default. */
export default function MapEmbed({ src, title, address, link, words = ENGLISH }: { src: string; title: string; address: string; link: string; words?: typeof ENGLISH }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="map">
      {shown ? <iframe src={src} title={title} referrerPolicy="no-referrer-when-downgrade" /> : (
        <div className="map__placeholder">
          <p>{address}</p>
          <p className="map__note">{words.note}</p>
          <button type="button" className="button" onClick={() => setShown(true)}>{words.show}</button>{' '}
          <a className="map__link" href={link} rel="noopener">{words.open}</a>
        </div>
      )}
    </div>
  );
}

// The contact page map loads from the map provider only when the visitor asks for it: the
// placeholder (address, note, button, outside link) gives way to the map frame.
import { useState } from 'react';

export default function MapEmbed({ src, title, address, link }: { src: string; title: string; address: string; link: string }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="map">
      {shown ? <iframe src={src} title={title} referrerPolicy="no-referrer-when-downgrade" /> : (
        <div className="map__placeholder">
          <p>{address}</p>
          <p className="map__note">The map comes from Google Maps and loads only when you ask for it.</p>
          <button type="button" className="button" onClick={() => setShown(true)}>Show the map</button>{' '}
          <a className="map__link" href={link} rel="noopener">Open in Google Maps</a>
        </div>
      )}
    </div>
  );
}

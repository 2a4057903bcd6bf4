// The confirmation names what was booked, in the words of the card and the form ("Fur Fresh Spa
// (Full Body Bath) - ₹999"), read from this tab's memory of the booking (islands/forms/send.ts).
// The server renders the line empty with its room reserved (two lines, 60-company.css), so
// filling it in moves nothing; a visitor who booked nothing here sees no line at all.
import { useLayoutEffect, useState } from 'react';
import { bookedService } from './forms/booked.ts';

export default function BookedService({ intro }: { intro: string }) {
  const [service, setService] = useState('');
  useLayoutEffect(() => setService(bookedService()), []);
  return <p className="confirm__booked">{service ? <>{intro} <strong>{service}</strong></> : null}</p>;
}

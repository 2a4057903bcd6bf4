// A button or link that tells other islands what the visitor wants (islands/events.ts): a Book
// button opens a booking form with its package, FOR DOG / FOR CAT picks the pet. A link still
// follows its href (FOR DOG jumps to the packages); a button does only this.
import { emit, type IslandEvent } from './events.ts';

export interface TriggerProps {
  event: IslandEvent;
  text: string;
  /** Words only screen readers hear after the text ("for Fur Fresh Spa"). */
  spoken?: string;
  className: string;
  href?: string;
}

export default function Trigger({ event, text, spoken, className, href }: TriggerProps) {
  const send = () => emit(event.name, event.detail as never);
  const hidden = spoken ? <span className="visually-hidden">{spoken}</span> : null;
  return href
    ? <a className={className} href={href} onClick={send}>{text}{hidden}</a>
    : <button type="button" className={className} onClick={send}>{text}{hidden}</button>;
}

// Deluxe extras (SPEC 4): "read more" reveals them, "read less" hides them again. (City pages
// show them open with no button, as plain markup: templates/sections/Packages.tsx.)
import { useState } from 'react';
import { Kept, type Slot } from './Kept.tsx';

/** `words` (more, less): the button's words on pages in another language than the default. */
export default function ReadMore({ listId, list, words: w }: { listId: string; list: Slot; words?: string[] }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="package__extras">
      <Kept as="ul" className="package__items" id={listId} hidden={!open} content={list} />
      <button type="button" className="link-button" aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
        {open ? w?.[1] ?? 'read less' : w?.[0] ?? 'read more'}
      </button>
    </div>
  );
}

// An element whose content the server renders and the browser keeps as it is: icons, logos,
// package cards inside a tab panel (with islands of their own). The island that holds it still
// owns the element's attributes (a panel's `hidden`), but its content never travels to the browser
// as props. On the server `content` is the content; in the browser it is absent (slots are left
// out of an island's props, islands/server/island.tsx), and the element keeps what it has.
import type { AllHTMLAttributes, ReactNode, Ref } from 'react';

type KeptTag = 'a' | 'button' | 'div' | 'span' | 'ul';

/** Content that only the server has: left out of the props written into the page. */
export type Slot = ReactNode;

const KEEP = { __html: '' };

export function Kept({ as, content, elementRef, ...attrs }: Omit<AllHTMLAttributes<HTMLElement>, 'content'> & {
  as: KeptTag; content?: Slot; elementRef?: Ref<HTMLElement>; [aria: `aria-${string}`]: string | boolean | undefined;
}) {
  // One element type for the checker: the attributes are those of any HTML element.
  const Tag = as as 'span';
  const ref = elementRef as Ref<HTMLSpanElement>;
  // Preact leaves an element with dangerouslySetInnerHTML untouched while hydrating, and on later
  // renders sets it only when the HTML string changes, which KEEP never does.
  return content === undefined ? <Tag ref={ref} {...attrs} dangerouslySetInnerHTML={KEEP} /> : <Tag ref={ref} {...attrs}>{content}</Tag>;
}

// Deluxe extras (SPEC 4): "read more" reveals them, "read less" hides them again. City pages
// render them open with no button, so there is nothing to do there.
export default function readMore(el: HTMLElement): void {
  const button = el.querySelector<HTMLButtonElement>('button');
  const list = el.querySelector<HTMLElement>('ul');
  if (!button || !list) return;
  button.addEventListener('click', () => {
    const open = list.hidden;
    list.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    button.textContent = open ? 'read less' : 'read more';
  });
}

// The contact page map loads from the map provider only when the visitor asks for it: the
// placeholder (address, note, button, outside link) gives way to the map frame.
export default function map(el: HTMLElement, props: { src: string; title?: string }): void {
  const button = el.querySelector<HTMLButtonElement>('[data-map-load]') ?? el.querySelector<HTMLButtonElement>('button')!;
  button.addEventListener('click', () => {
    const frame = document.createElement('iframe');
    frame.src = props.src;
    frame.title = props.title ?? 'Map';
    frame.setAttribute('referrerpolicy', 'no-referrer-when-downgrade');
    (el.querySelector('.map__placeholder') ?? button).replaceWith(frame);
  });
}

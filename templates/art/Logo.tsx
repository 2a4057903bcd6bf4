// The brand mark, drawn for this site: a house with a round door, and a paw print on the door.
// The word mark is live text (sharp at any size, no font files); the name comes from site.yaml.
import { useSite } from '../context.tsx';

/** The mark as SVG markup, shared by the header, the favicon and the Open Graph image. */
export const markSvgBody =
  '<path d="M6 20.5 24 6l18 14.5V40a3 3 0 0 1-3 3H9a3 3 0 0 1-3-3Z" fill="#0f6b63"/>' +
  '<path d="M2.5 21 24 3.5 45.5 21" fill="none" stroke="#e8893a" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<path d="M15 43V31a9 9 0 0 1 18 0v12Z" fill="#fff7ea"/>' +
  '<g fill="#c2462a"><ellipse cx="24" cy="36.5" rx="4.2" ry="3.4"/><circle cx="18.8" cy="31.6" r="1.8"/>' +
  '<circle cx="22.2" cy="28.6" r="1.8"/><circle cx="25.8" cy="28.6" r="1.8"/><circle cx="29.2" cy="31.6" r="1.8"/></g>';

export function LogoMark({ size = 44 }: { size?: number }) {
  return (
    <svg className="logo__mark" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false"
      dangerouslySetInnerHTML={{ __html: markSvgBody }} />
  );
}

export function Logo() {
  const name = useSite().raw.site.name;
  const space = name.lastIndexOf(' ');
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo__word">
        {space > 0 ? <>{name.slice(0, space)} <span className="logo__accent">{name.slice(space + 1)}</span></> : name}
      </span>
    </span>
  );
}

// The brand mark: a paw print inside a house outline, drawn for this site.
export function Logo() {
  return (
    <svg className="logo" width="168" height="40" viewBox="0 0 168 40" role="img" aria-hidden="true" focusable="false">
      <path d="M4 18 20 5l16 13v17a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2Z" fill="#0f6b63" />
      <g fill="#fff">
        <ellipse cx="20" cy="27" rx="6" ry="5" />
        <circle cx="13" cy="20" r="2.4" /><circle cx="17.5" cy="16.5" r="2.4" />
        <circle cx="22.5" cy="16.5" r="2.4" /><circle cx="27" cy="20" r="2.4" />
      </g>
      <text x="44" y="26" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="700" fill="#123">Doorstep</text>
      <text x="122" y="26" fontFamily="system-ui, sans-serif" fontSize="17" fontWeight="700" fill="#e0663a">Paws</text>
    </svg>
  );
}

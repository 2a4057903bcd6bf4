// A store badge drawn for this site (not a copy of any store's artwork): a play triangle and text.
export function StoreBadge({ store }: { store: string }) {
  return (
    <svg width="150" height="46" viewBox="0 0 150 46" aria-hidden="true" focusable="false">
      <rect width="150" height="46" rx="8" fill="#111" />
      <path d="M14 11v24l20-12Z" fill="#3ddc84" />
      <text x="44" y="19" fill="#fff" fontSize="9" fontFamily="system-ui, sans-serif">GET IT ON</text>
      <text x="44" y="34" fill="#fff" fontSize="15" fontWeight="700" fontFamily="system-ui, sans-serif">{store}</text>
    </svg>
  );
}

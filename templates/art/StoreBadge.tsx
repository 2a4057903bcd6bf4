// An app-store badge drawn for this site (not a copy of any store's artwork): a phone with a
// download arrow, and the store's name from site.yaml.
export function StoreBadge({ store }: { store: string }) {
  const width = Math.max(150, 58 + store.length * 10);
  return (
    <svg className="store-badge__art" width={width} height="48" viewBox={`0 0 ${width} 48`} aria-hidden="true" focusable="false">
      <rect x=".5" y=".5" width={width - 1} height="47" rx="10" fill="#14201f" stroke="#5c6d6a" />
      <rect x="14" y="9" width="20" height="30" rx="4" fill="none" stroke="#f2b544" strokeWidth="2.4" />
      <path d="M24 16v11m-4.5-4.5L24 27l4.5-4.5" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      {/* One text with a space between its lines, so the badge's visible words read "GET IT ON Google
          Play", as its link's name begins (label in name), not "GET IT ONGoogle Play". */}
      <text fontFamily="system-ui, sans-serif">
        <tspan x="46" y="20" fill="#d9e4e2" fontSize="10" letterSpacing=".6">GET IT ON</tspan>{' '}
        <tspan x="46" y="37" fill="#fff" fontSize="17" fontWeight="700">{store}</tspan>
      </text>
    </svg>
  );
}

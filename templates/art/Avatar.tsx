// Testimonial avatars: a warm circle with the reviewer's initial and a small paw, its colours
// picked from the name so each reviewer keeps the same face on every page.
const tones = [['#fde2c8', '#9a3b1c'], ['#d5efe9', '#0a4f49'], ['#e6e2f7', '#463a8c'], ['#fbe7a6', '#6b4a05']];

export function Avatar({ name, initial, size = 48 }: { name: string; initial: string; size?: number }) {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const [bg, fg] = tones[h % tones.length];
  return (
    <svg className="avatar" width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill={bg} />
      <text x="24" y="31" textAnchor="middle" fontSize="21" fontWeight="700" fill={fg} fontFamily="system-ui, sans-serif">{initial}</text>
      <g fill={fg} opacity=".55"><ellipse cx="38" cy="40" rx="3" ry="2.4" /><circle cx="34.6" cy="36.6" r="1.2" /><circle cx="37" cy="34.6" r="1.2" /><circle cx="39.6" cy="34.8" r="1.2" /><circle cx="41.6" cy="37" r="1.2" /></g>
    </svg>
  );
}

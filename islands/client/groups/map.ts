// The contact page's map, which loads the map itself only when asked: the one page with it loads
// this chunk alone, and no page with tabs carries it (islands/registry.ts).
import MapEmbed from '../../MapEmbed.tsx';

export default { map: MapEmbed };

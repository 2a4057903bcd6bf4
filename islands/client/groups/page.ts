// The content widgets, in one chunk (islands/registry.ts says why chunks are grouped).
import Tabs from '../../Tabs.tsx';
import HeroSlider from '../../HeroSlider.tsx';
import Typing from '../../Typing.tsx';
import Rotating from '../../Rotating.tsx';
import MapEmbed from '../../MapEmbed.tsx';

export default { tabs: Tabs, slider: HeroSlider, typing: Typing, rotating: Rotating, map: MapEmbed };

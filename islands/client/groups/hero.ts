// The home page's hero: the slider and the typing headline, in a chunk of their own that no other
// page loads (the price, city and locality pages have tabs, and their hero's rotating headline,
// in the page group: islands/registry.ts).
import HeroSlider from '../../HeroSlider.tsx';
import Typing from '../../Typing.tsx';

export default { slider: HeroSlider, typing: Typing };

// The moving parts with the props they need from the site: hero slider, typing headline,
// rotating city headline.
import { useSite } from '../context.tsx';
import { island } from './island.tsx';
import { telHref } from '../../model/format.ts';
import { slideImage } from '../art/files.ts';
import HeroSliderIsland from '../../islands/HeroSlider.tsx';
import TypingIsland from '../../islands/Typing.tsx';
import RotatingIsland from '../../islands/Rotating.tsx';

const Slider = island('slider', HeroSliderIsland);
const Typing = island('typing', TypingIsland);
const Rotating = island('rotating', RotatingIsland);

export function HeroSlider() {
  const site = useSite();
  const slides = site.raw.home.heroSlides.map((s) => ({ id: s.id, title: s.title, text: s.text, image: slideImage(s.id) }));
  return <Slider slides={slides} interval={site.raw.ui.sliderIntervalMs} callHref={telHref(site)} />;
}

export function TypingHeadline() {
  const t = useSite().raw.ui.typing;
  return <Typing phrases={[...t.phrases]} speed={t.speed} pause={t.pauseMs} />;
}

export function RotatingHeadline() {
  const site = useSite();
  return <Rotating lines={[...site.raw.ui.cityHeadlines]} interval={site.raw.ui.sliderIntervalMs} />;
}

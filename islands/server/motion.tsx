// The moving parts with the props they need from the site: hero slider, typing headline,
// rotating city headline.
import { useIslandPage } from './page.tsx';
import { island } from './island.tsx';
import { businessTelHref } from '../../model/format.ts';
import { slideImage } from '../../model/paths.ts';
import HeroSliderIsland from '../HeroSlider.tsx';
import { SLIDER_WORDS } from './slider-words.ts';
import { islandWord } from './island-texts.ts';
import TypingIsland from '../Typing.tsx';
import RotatingIsland from '../Rotating.tsx';

const Slider = island('slider', HeroSliderIsland);
const Typing = island('typing', TypingIsland);
const Rotating = island('rotating', RotatingIsland);

export function HeroSlider() {
  const { site } = useIslandPage();
  const slides = site.raw.home.heroSlides.map((s) => ({ id: s.id, title: s.title, text: s.text, image: slideImage(s.id) }));
  // Its own words, on pages in another language than the default (islands/HeroSlider.tsx has the English).
  const words = site.language.stringsFile
    ? { words: SLIDER_WORDS.map((english) => islandWord(site, english)) }
    : {};
  return <Slider slides={slides} interval={site.raw.ui.sliderIntervalMs} callHref={businessTelHref(site)} {...words} />;
}

export function TypingHeadline() {
  const t = useIslandPage().site.raw.ui.typing;
  return <Typing phrases={[...t.phrases]} speed={t.speed} pause={t.pauseMs} />;
}

export function RotatingHeadline() {
  const { site } = useIslandPage();
  return <Rotating lines={[...site.raw.ui.cityHeadlines]} interval={site.raw.ui.sliderIntervalMs} />;
}

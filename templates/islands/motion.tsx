// The server half of the moving parts: hero slider, typing headline, rotating city headline.
import { useSite } from '../context.tsx';
import { Island } from './Island.tsx';
import { telHref } from '../../model/format.ts';
import { slideImage } from '../art/files.ts';

export function HeroSlider() {
  const site = useSite();
  const slides = site.raw.home.heroSlides;
  return (
    <Island name="slider" as="section" className="hero-slider" props={{ interval: site.raw.ui.sliderIntervalMs }}>
      <h2 className="visually-hidden">Highlights</h2>
      <div className="hero-slider__track" aria-live="off">
        {slides.map((s, i) => (
          <div className="slide" key={s.id} role="group" aria-roledescription="slide" aria-label={`${i + 1} of ${slides.length}`} hidden={i !== 0}>
            <img src={slideImage(s.id)} alt="" width={640} height={420} loading={i === 0 ? 'eager' : 'lazy'} fetchPriority={i === 0 ? 'high' : undefined} />
            <div className="slide__text">
              <p className="slide__title">{s.title}</p>
              <p>{s.text}</p>
              <p className="slide__actions">
                <a className="button" href={telHref(site)}>Book by Call</a>{' '}
                <button type="button" className="button button--accent" data-open="appointment-modal">Book an Appointment</button>
              </p>
            </div>
          </div>
        ))}
      </div>
      <div className="hero-slider__nav">
        <div className="hero-slider__dots" role="group" aria-label="Choose a slide">
          {slides.map((s, i) => <button key={s.id} type="button" aria-label={`Slide ${i + 1}`} aria-pressed={i === 0} />)}
        </div>
        {/* Moving content needs a way to stop it (WCAG 2.2.2); the runtime shows this only when it autoplays. */}
        <button type="button" className="hero-slider__pause" hidden>Pause<span className="visually-hidden"> the slideshow</span></button>
      </div>
    </Island>
  );
}

export function TypingHeadline() {
  const site = useSite();
  const t = site.raw.ui.typing;
  return (
    <Island name="typing" className="typing" props={{ phrases: t.phrases, speed: t.speed, pause: t.pauseMs }}>
      <p className="typing__text" aria-live="off">{t.phrases[0]}</p>
    </Island>
  );
}

export function RotatingHeadline() {
  const site = useSite();
  const lines = site.raw.ui.cityHeadlines;
  return (
    <Island name="rotating" className="rotating" props={{ lines, interval: site.raw.ui.sliderIntervalMs }}>
      <p className="rotating__text">{lines[0]}</p>
    </Island>
  );
}

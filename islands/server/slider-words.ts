// The hero slider's words (islands/HeroSlider.tsx writes the English itself), in the order its
// `words` prop takes them on pages in another language than the default. Kept here, on the server
// side, so the browser's page chunk carries no second copy of them.
export const SLIDER_WORDS = ['Highlights', '{n} of {count}', 'Book by Call', 'Book an Appointment', 'Choose a slide', 'Slide {n}', 'Play', 'Pause', ' the slideshow'];

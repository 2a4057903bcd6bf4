// Reviews from real visits (issue 44): the reviews the owner approved, each signed with a first
// name, the place, the visit's day and its package, and above them their count and average,
// computed from these reviews alone (model/visit-reviews.ts). A city page and its localities' show
// the city team's (a locality's own first); the home page shows every city's, each naming its city.
// With none, nothing shows: no number is typed and none invented. No Review or AggregateRating
// structured data: reviews a business shows of itself on its own site are "self-serving" in
// Google's guidance and not eligible for review rich results (README, Reliability).
// A review's words and its visit's day and package are marked as the review's (data-review): the
// facts check reads what the business states, not what a customer wrote of one visit
// (pipeline/facts/page-text.ts); a price a customer mentions is theirs to say.
import { useSite, useT } from '../context.tsx';
import { Stars } from '../art/Icons.tsx';
import { Section } from './Section.tsx';
import { reviewSummary, type PublishedReview } from '../../model/visit-reviews.ts';
import { MONTHS } from '../../model/visits/words.ts';

/** At most this many reviews on a page, newest first; the count and average are of all of them. */
const SHOWN = 6;

/**
 * `city`: that city's reviews (every city's without it); `locality`: the place a locality page is
 * of, whose own reviews come first.
 */
export function VisitReviews({ city, locality }: { city?: string; locality?: string }) {
  const site = useSite();
  const t = useT();
  const own = (r: PublishedReview) => (locality !== undefined && r.locality === locality ? 0 : 1);
  const reviews = (site.visitReviews ?? []).filter((r) => city === undefined || r.city === city)
    .sort((a, b) => own(a) - own(b) || b.date.localeCompare(a.date) || b.id - a.id);
  // On the home page each review names its city too, unless it was signed with the city itself.
  const placeOf = (r: PublishedReview) => {
    const cityName = city === undefined ? site.cities.find((c) => c.slug === r.city)?.name : undefined;
    return cityName && cityName !== r.locality ? `${r.locality}, ${cityName}` : r.locality;
  };
  const summary = reviewSummary(reviews);
  if (!summary) return null;
  const day = (date: string) => {
    const [y, m, d] = date.split('-').map(Number);
    return t('{day} {month} {year}', { day: d, month: t(MONTHS[m - 1]), year: y });
  };
  return (
    <Section id="visit-reviews" title={t('Reviews from our visits')} className="section--soft">
      <div className="testimonials__summary">
        <strong className="testimonials__score">{summary.average.toFixed(1)}/5</strong>
        <span><Stars rating={summary.average} /><br />{t(summary.count === 1 ? 'from {count} review of a visit, approved by us before it is shown' : 'from {count} reviews of visits, approved by us before they are shown', { count: summary.count })}</span>
      </div>
      <ul className="testimonials">
        {reviews.slice(0, SHOWN).map((r) => (
          <li key={r.id} className="testimonial">
            <Stars rating={r.rating} />
            {r.text ? <blockquote data-review=""><p>{r.text}</p></blockquote> : null}
            <p className="testimonial__by">
              <span><strong>{r.firstName || t('A customer')}</strong>{`, ${placeOf(r)}`}<br />
                <span className="testimonial__when" data-review="">{day(r.date)} · {r.package}</span></span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

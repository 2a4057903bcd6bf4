// The groomers of a city who have a photo (site.yaml cities[].visits.team[].photo), on its page: a
// face to expect at the door. Only the first name is shown, and no one is promised: the booking
// engine picks who goes (visitors never see who is sent), so the heading speaks of the team.
import type { City } from '../../model/types.ts';
import { useT } from '../context.tsx';
import { Section } from './Section.tsx';
import { Photo } from './Photo.tsx';

export function CityGroomers({ city }: { city: City }) {
  const t = useT();
  if (!city.groomers.length) return null;
  return (
    <Section id="groomers" title={t('Meet our groomers in {city}', { city: city.name })}>
      <ul className="groomers">
        {city.groomers.map((g) => (
          <li key={g.at}>
            <figure>
              <Photo name={g.photo} alt={g.alt} where={`the photo of ${g.name} (${city.slug}'s visits.team[${g.at}])`} sizes="(min-width: 640px) 200px, 45vw" />
              <figcaption>{g.name.split(/\s+/)[0]}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}

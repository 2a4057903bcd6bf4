// About (mission, why we launched, cities, the street-dog donation), gallery (25 captioned
// images in rows), contact (address, phone, e-mail and WhatsApp blocks, the contact form, and a
// map that loads nothing from Google until the visitor asks) and the privacy policy.
import { useRender, useRoute, useSite, useT } from '../context.tsx';
import type { Site } from '../../model/types.ts';
import { Layout } from '../chrome/Layout.tsx';
import { ContactForm } from '../../islands/server/forms.tsx';
import { MapEmbed } from '../../islands/server/widgets.tsx';
import { CityList } from '../sections/Info.tsx';
import { Counters } from '../sections/Trust.tsx';
import { galleryDrawingCaption, galleryImage } from '../art/files.ts';
import { DonationNote } from '../sections/Offer.tsx';
import { HeroPhoto, Photo, useHeroPhoto } from '../sections/Photo.tsx';
import { mailHref, businessTelHref, whatsappHref } from '../../model/format.ts';

/** The page title band: h1 and the page's own description as its lead; the page's photo beside them, when it has one. */
function PageHead({ heading }: { heading: string }) {
  const route = useRoute();
  const hero = useHeroPhoto();
  const words = <><h1>{heading}</h1><p className="lead">{route.description}</p></>;
  return (
    <div className="page-head">
      {hero
        ? <div className="container page-head__grid"><div>{words}</div><HeroPhoto hero={hero} /></div>
        : <div className="container">{words}</div>}
    </div>
  );
}

function Prose({ html }: { html?: string }) {
  if (!html) return null;
  return <div className="container section prose prose--measure" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function AboutPage({ heading }: { heading: string }) {
  const site = useSite();
  return (
    <Layout>
      <PageHead heading={heading} />
      <Counters />
      <Prose html={site.texts.about?.html} />
      <div className="container section"><DonationNote /></div>
      <CityList />
    </Layout>
  );
}

export function GalleryPage({ heading }: { heading: string }) {
  const site = useSite();
  return (
    <Layout>
      <PageHead heading={heading} />
      <ul className="container section gallery">
        {site.raw.gallery.map((g, i) => <li key={i}><GalleryTile tile={g} index={i} /></li>)}
      </ul>
    </Layout>
  );
}

/**
 * A photo from content/images (AVIF or WebP at the width that fits, never stretched) with the
 * editor's caption, or the drawing with a caption written from the drawing itself. The caption
 * says what the picture shows, so the image's alt stays empty (screen readers would read it twice).
 */
function GalleryTile({ tile, index }: { tile: Site['raw']['gallery'][number]; index: number }) {
  const { site } = useRender();
  const eager = index < 4;
  return (
    <figure>
      {tile.photo
        ? <Photo name={tile.photo} alt="" where={`gallery[${index}].photo`} eager={eager} sizes="(min-width: 1000px) 380px, (min-width: 640px) 50vw, 100vw" />
        : <img src={galleryImage(index)} alt="" width={400} height={300} loading={eager ? 'eager' : 'lazy'} decoding="async" />}
      {/* The caption is site.yaml's, translated with the rest of its edition (pipeline/languages/edition.ts), not a template's words. */}
      <figcaption>{tile.photo ? tile.caption : galleryDrawingCaption(index, tile.pet, site.language.code)}</figcaption>
    </figure>
  );
}

export function ContactPage({ heading }: { heading: string }) {
  const site = useSite();
  const { contact } = site.raw;
  const o = contact.office;
  const mapUrl = `https://www.google.com/maps?q=${encodeURIComponent(o.mapQuery)}&output=embed`;
  const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(o.mapQuery)}`;
  const t = useT();
  // The map island's own words, on pages in another language than the default.
  const mapWords = site.language.stringsFile
    ? { words: [t('The map comes from Google Maps and loads only when you ask for it.'), t('Show the map'), t('Open in Google Maps')] }
    : {};
  return (
    <Layout>
      <PageHead heading={heading} />
      <div className="container section contact-grid">
        <ul className="contact-blocks">
          <li className="contact-block">
            <h2>{t('Address')}</h2>
            <address>{o.name}<br />{o.street}, {o.locality}<br />{o.region} {o.postalCode}</address>
          </li>
          <li className="contact-block"><h2>{t('Phone')}</h2><a href={businessTelHref(site)}>{contact.phoneDisplay}</a><p>{t.nodes('Calls and bookings, {availability}. Our teams visit from {hours}, depending on the city: {cities}.', { availability: site.raw.claims.availability, hours: site.hoursSpanText, cities: site.hoursByCityText })}</p></li>
          <li className="contact-block"><h2>{t('E-mail')}</h2><a href={mailHref(site)}>{contact.email}</a><p>{t('We reply within a working day')}</p></li>
          <li className="contact-block"><h2>WhatsApp</h2><a href={whatsappHref(site)} rel="noopener">{t('Chat with us')}</a><p>{t("Send a photo of your pet's coat for advice")}</p></li>
        </ul>
        <section className="contact-form-box" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('Send us a message')}</h2>
          <p>{t('Questions about a package, a breed or boarding? Write to us and we will call you back.')}</p>
          <ContactForm />
        </section>
      </div>
      <section className="container section" aria-labelledby="map-title">
        <h2 id="map-title">{t('Find us')}</h2>
        <MapEmbed src={mapUrl} title={t('Map of {place}', { place: o.mapQuery })} address={`${o.street}, ${o.locality}, ${o.region} ${o.postalCode}`} link={mapLink} {...mapWords} />
      </section>
    </Layout>
  );
}

export function PrivacyPage({ heading }: { heading: string }) {
  const site = useSite();
  return <Layout><PageHead heading={heading} /><Prose html={site.texts.privacy?.html} /></Layout>;
}

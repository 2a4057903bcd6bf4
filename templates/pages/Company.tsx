// About (mission, why we launched, cities, the street-dog donation), gallery (25 captioned
// images in rows), contact (address, phone, e-mail and WhatsApp blocks, the contact form, and a
// map that loads nothing from Google until the visitor asks) and the privacy policy.
import { useRoute, useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { ContactForm } from '../islands/forms.tsx';
import { MapEmbed } from '../islands/widgets.tsx';
import { CityList, Counters } from '../sections/Info.tsx';
import { galleryImage } from '../art/files.ts';
import { DonationNote } from '../sections/Offer.tsx';
import { mailHref, telHref, whatsappHref } from '../../model/format.ts';

/** The page title band: h1 and the page's own description as its lead. */
function PageHead({ heading }: { heading: string }) {
  const route = useRoute();
  return (
    <div className="page-head">
      <div className="container">
        <h1>{heading}</h1>
        <p className="lead">{route.description}</p>
      </div>
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
        {site.raw.gallery.map((g, i) => (
          <li key={i}>
            <figure>
              {/* The caption below describes the picture; repeating it as alt text would make screen readers read it twice. */}
              <img src={galleryImage(i)} alt="" width={400} height={300} loading={i < 4 ? 'eager' : 'lazy'} decoding="async" />
              <figcaption>{g.caption}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Layout>
  );
}

export function ContactPage({ heading }: { heading: string }) {
  const site = useSite();
  const { contact } = site.raw;
  const o = contact.office;
  const mapUrl = `https://www.google.com/maps?q=${encodeURIComponent(o.mapQuery)}&output=embed`;
  const mapLink = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(o.mapQuery)}`;
  return (
    <Layout>
      <PageHead heading={heading} />
      <div className="container section contact-grid">
        <ul className="contact-blocks">
          <li className="contact-block">
            <h2>Address</h2>
            <address>{o.name}<br />{o.street}, {o.locality}<br />{o.region} {o.postalCode}</address>
          </li>
          <li className="contact-block"><h2>Phone</h2><a href={telHref(site)}>{contact.phoneDisplay}</a><p>Calls and bookings, {site.raw.claims.availability}</p></li>
          <li className="contact-block"><h2>E-mail</h2><a href={mailHref(site)}>{contact.email}</a><p>We reply within a working day</p></li>
          <li className="contact-block"><h2>WhatsApp</h2><a href={whatsappHref(site)} rel="noopener">Chat with us</a><p>Send a photo of your pet's coat for advice</p></li>
        </ul>
        <section className="contact-form-box" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">Send us a message</h2>
          <p>Questions about a package, a breed or boarding? Write to us and we will call you back.</p>
          <ContactForm />
        </section>
      </div>
      <section className="container section" aria-labelledby="map-title">
        <h2 id="map-title">Find us</h2>
        <MapEmbed src={mapUrl} title={`Map of ${o.mapQuery}`} address={`${o.street}, ${o.locality}, ${o.region} ${o.postalCode}`} link={mapLink} />
      </section>
    </Layout>
  );
}

export function PrivacyPage({ heading }: { heading: string }) {
  const site = useSite();
  return <Layout><PageHead heading={heading} /><Prose html={site.texts.privacy?.html} /></Layout>;
}

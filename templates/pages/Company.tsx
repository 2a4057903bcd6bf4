// About, gallery, contact and privacy policy.
import { useSite } from '../context.tsx';
import { Layout } from '../chrome/Layout.tsx';
import { ContactForm } from '../islands/forms.tsx';
import { Island } from '../islands/Island.tsx';
import { CityList } from '../sections/Info.tsx';
import { galleryImage } from '../art/files.ts';
import { mailHref, telHref, whatsappHref } from '../format.ts';

function Prose({ heading, html }: { heading: string; html?: string }) {
  return (
    <>
      <div className="page-head"><div className="container"><h1>{heading}</h1></div></div>
      {html ? <div className="container prose section" dangerouslySetInnerHTML={{ __html: html }} /> : null}
    </>
  );
}

export function AboutPage({ heading }: { heading: string }) {
  const site = useSite();
  return (
    <Layout>
      <Prose heading={heading} html={site.texts.about?.html} />
      <section className="section donation" aria-labelledby="donate-title">
        <div className="container"><h2 id="donate-title">Feed a street dog</h2><p>{site.donationText}</p>
          <a className="button button--accent" href={whatsappHref(site)} rel="noopener">Message us to donate</a></div>
      </section>
      <CityList />
    </Layout>
  );
}

export function GalleryPage({ heading }: { heading: string }) {
  const site = useSite();
  return (
    <Layout>
      <div className="page-head"><div className="container"><h1>{heading}</h1></div></div>
      <ul className="container gallery">
        {site.raw.gallery.map((g, i) => (
          <li key={i}><figure><img src={galleryImage(i)} alt={g.caption} width={400} height={300} loading={i < 4 ? 'eager' : 'lazy'} /><figcaption>{g.caption}</figcaption></figure></li>
        ))}
      </ul>
    </Layout>
  );
}

export function ContactPage({ heading }: { heading: string }) {
  const site = useSite();
  const { contact } = site.raw;
  const mapUrl = `https://www.google.com/maps?q=${encodeURIComponent(contact.office.mapQuery)}&output=embed`;
  return (
    <Layout>
      <div className="page-head"><div className="container"><h1>{heading}</h1></div></div>
      <div className="container contact-grid section">
        <ul className="contact-blocks">
          <li><h2>Address</h2><address>{contact.office.street}, {contact.office.locality}, {contact.office.region} {contact.office.postalCode}</address></li>
          <li><h2>Phone</h2><a href={telHref(site)}>{contact.phoneDisplay}</a></li>
          <li><h2>E-mail</h2><a href={mailHref(site)}>{contact.email}</a></li>
          <li><h2>WhatsApp</h2><a href={whatsappHref(site)} rel="noopener">Chat with us</a></li>
        </ul>
        <section aria-labelledby="contact-form-title"><h2 id="contact-form-title">Send us a message</h2><ContactForm /></section>
      </div>
      <Island name="map" className="container map" props={{ src: mapUrl }}>
        <h2>Find us</h2>
        <p>The map loads from Google Maps only when you ask for it.</p>
        <button type="button" className="button button--ghost">Show the map</button>
      </Island>
    </Layout>
  );
}

export function PrivacyPage({ heading }: { heading: string }) {
  const site = useSite();
  return <Layout><Prose heading={heading} html={site.texts.privacy?.html} /></Layout>;
}

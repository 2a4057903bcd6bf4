// About, gallery, contact, privacy, the confirmation pages and the 404 page, with the exact texts
// of site.yaml `messages`.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../pipeline/build.ts';
import type { Site } from '../../model/types.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { count, element, h1Of, hrefs, metaContent, text } from './html.ts';
import { galleryDrawingCaption } from '../../templates/art/files.ts';

let site: Site;
beforeAll(async () => { site = await loadSite(projectRoot); await buildRealSite(); });

describe('company pages', () => {
  it('about has the mission, why we launched, the cities and the street-dog donation', async () => {
    const html = await pageHtml('/about');
    const body = text(html);
    expect(site.texts.about).toBeDefined();
    expect(body).toMatch(/mission/i);
    expect(body).toMatch(/launch/i);
    expect(body).toContain(site.donationText);
    for (const c of site.cities.filter((x) => !x.landing)) expect(hrefs(html)).toContain(c.path);
    expect(h1Of(html)).toHaveLength(1);
  });

  it('gallery shows 25 captioned images', async () => {
    const html = await pageHtml('/gallery');
    const gallery = element(html, 'class="container section gallery"');
    expect(site.raw.ui.galleryCount).toBe(25);
    expect(count(gallery, /<figure>/)).toBe(25);
    const captions = [...gallery.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) => text(m[1]));
    // No photos yet: every caption says what its drawing shows, and that it is a drawing.
    expect(captions).toEqual(site.raw.gallery.map((g, i) => galleryDrawingCaption(i, g.pet)));
    for (const c of captions) expect(c).toMatch(/^Drawing of an? .*(dog|cat)/);
    // Each picture is described once, by its caption (an alt repeating it would be read twice).
    expect(count(gallery, /<figure><img [^>]*alt=""[^>]*width="400" height="300"[^>]*\/><figcaption>/)).toBe(25);
  });

  it('the Hindi gallery describes the same 25 drawings in Hindi', async () => {
    const gallery = element(await pageHtml('/hi/gallery'), 'class="container section gallery"');
    const captions = [...gallery.matchAll(/<figcaption>([\s\S]*?)<\/figcaption>/g)].map((m) => text(m[1]));
    expect(captions).toEqual(site.raw.gallery.map((g, i) => galleryDrawingCaption(i, g.pet, 'hi')));
    for (const [i, c] of captions.entries()) {
      expect(c).toMatch(site.raw.gallery[i].pet === 'dog' ? /^चित्र में .* रंग का कुत्ता/ : /^चित्र में .* रंग की बिल्ली/);
      expect(c, 'no English words left').not.toMatch(/[A-Za-z]/);
    }
    // The first tile's drawing: an off-white dog with floppy black ears, a black patch and a pink collar.
    expect(galleryDrawingCaption(0, 'dog')).toMatch(/^Drawing of an off-white dog with floppy black ears, a black patch over one eye(,| and) a pink collar/);
    expect(captions[0]).toMatch(/^चित्र में ऑफ़-व्हाइट रंग का कुत्ता: लटके हुए काले कान, एक आँख पर काला धब्बा और गुलाबी पट्टा।/);
  });

  it('contact has address, phone, e-mail and WhatsApp blocks, the form, and a map that loads on request', async () => {
    const html = await pageHtml('/contact');
    const { contact } = site.raw;
    const blocks = element(html, 'class="contact-blocks"');
    expect(text(blocks)).toContain(contact.office.street);
    expect(hrefs(blocks)).toEqual(expect.arrayContaining([`tel:${contact.phone}`, `mailto:${contact.email}`]));
    expect(hrefs(blocks).some((h) => h.startsWith(`https://wa.me/${contact.whatsapp.number}`))).toBe(true);
    expect(html).toContain('data-island="contact-form"');
    for (const name of ['name', 'phone', 'address', 'subject', 'message']) expect(html).toMatch(new RegExp(`name="${name}"`));
    const map = element(html, 'data-island="map"');
    expect(map).toMatch(/<button type="button"[^>]*>Show the map</);
    expect(map).toContain('google.com/maps');
    expect(html).not.toContain('<iframe');
  });

  it('privacy policy shows the policy text', async () => {
    const html = await pageHtml('/privacy-policy');
    expect(site.texts.privacy).toBeDefined();
    expect(text(html)).toMatch(/13/);
    expect(count(element(html, 'prose--measure'), /<h2[ >]/)).toBeGreaterThanOrEqual(3);
  });
});

describe('confirmation pages and 404', () => {
  const m = () => site.raw.messages;
  const goBackAndCall = (html: string) => {
    expect(html).toMatch(new RegExp(`<a class="[^"]*" href="/">${m().goBack}</a>`));
    expect(html).toMatch(new RegExp(`href="tel:${site.raw.contact.phone.replace('+', '\\+')}">${m().bookByCall}</a>`));
  };

  it('/booking-confirm: "Your Pet Grooming Service is Booked." and "Our expert will contact you Soon."', async () => {
    const html = await pageHtml('/booking-confirm');
    expect(m().bookingConfirm).toEqual({ title: 'Your Pet Grooming Service is Booked.', text: 'Our expert will contact you Soon.' });
    expect(h1Of(html)).toEqual([m().bookingConfirm.title]);
    expect(text(html)).toContain(m().bookingConfirm.text);
    goBackAndCall(html);
  });

  it('/thanks: the "Is Confirmed" variant', async () => {
    const html = await pageHtml('/thanks');
    expect(m().bookingConfirmed).toEqual({ title: 'Your Pet Grooming Service Is Confirmed', text: 'Our expert will contact you shortly' });
    expect(h1Of(html)).toEqual([m().bookingConfirmed.title]);
    expect(text(html)).toContain(m().bookingConfirmed.text);
    goBackAndCall(html);
  });

  it('/thank-you: thanks, team will contact shortly, Go Back and Book By Call, no floating buttons', async () => {
    const html = await pageHtml('/thank-you');
    expect(h1Of(html)).toEqual([m().thankYou.title]);
    expect(text(html)).toContain(m().thankYou.text);
    expect(m().thankYou.text).toMatch(/contact you shortly/);
    goBackAndCall(html);
    expect(html).not.toContain('class="floating"');
  });

  it('/contact-confirm confirms a contact message', async () => {
    const page = site.raw.pages.find((p) => p.path === '/contact-confirm')!;
    const html = await pageHtml('/contact-confirm');
    expect(h1Of(html)).toEqual([page.title]);
    expect(text(html)).toContain(page.description);
    goBackAndCall(html);
  });

  it('404 has exactly the texts of section 8 and a link home', async () => {
    const html = await pageHtml('/404');
    expect(m().notFound).toEqual({ title: '404 Not Found', text: 'Your visited page not found. You may go home page.', link: 'Back to home page' });
    expect(h1Of(html)).toEqual(['404 Not Found']);
    expect(text(html)).toContain('Your visited page not found. You may go home page.');
    expect(html).toMatch(/<a class="[^"]*" href="\/">Back to home page<\/a>/);
  });

  it('all of them are noindex', async () => {
    for (const path of ['/booking-confirm', '/thank-you', '/thanks', '/contact-confirm', '/404']) {
      expect(metaContent(await pageHtml(path), 'robots'), path).toMatch(/noindex/);
    }
  });
});

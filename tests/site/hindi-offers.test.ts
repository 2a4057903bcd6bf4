// The Hindi sentences written from the visit rules (model/offers-hi.ts): a city's fees, offers and
// cancelling terms on its Hindi page, and the booking form's fee reasons. A changed rule changes
// the Hindi with it, with no line of strings/hi.yaml to retype.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../pipeline/build.ts';
import { fileForPath } from '../../model/routes.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { text } from './html.ts';

let built: BuildResult;
beforeAll(async () => { built = await buildRealSite(); });

const words = (html: string) => text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
/** The JSON props of a page's islands, as the page carries them. */
const props = (html: string) => [...html.matchAll(/data-props="([^"]*)"/g)].map((m) => m[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&')).join('\n');

describe('the Hindi Gurugram and Faridabad pages', () => {
  it('state each fee in Hindi with the amount and hour of its rule, beside the terms and offers', async () => {
    const gurugram = words(await pageHtml('/hi/pet-grooming-at-home/gurugram'));
    expect(gurugram).toContain('आख़िरी समय का शुल्क ₹200: 6 PM या उसके बाद, उसी दिन या अगले दिन की विज़िट बुक करने पर।');
    expect(gurugram).toContain('विज़िट से 6 घंटे पहले तक समय बदलना मुफ़्त है; उसके बाद कृपया हमें कॉल करें। विज़िट से पहले कभी भी कैंसल करना मुफ़्त है।');
    const faridabad = words(await pageHtml('/hi/pet-grooming-at-home/faridabad'));
    expect(faridabad).toContain('जल्दी की बुकिंग का शुल्क ₹200: 10 AM से पहले, उसी दिन की विज़िट बुक करने पर।');
    expect(faridabad).toContain('पहली बुकिंग पर 30% की छूट।');
    for (const english of ['Last-minute fee', 'Urgency fee', 'when booked', 'free of charge', 'off your first booking']) {
      expect(gurugram + faridabad, english).not.toContain(english);
    }
  });

  it('state the prices and hours of their English twins', async () => {
    for (const city of ['gurugram', 'faridabad']) {
      const facts = async (path: string) => {
        const w = words(await pageHtml(path));
        return { prices: new Set(w.match(/₹\d[\d,]*\d/g)), hours: new Set(w.match(/\d{1,2}(?::\d\d)? [AP]M/g)) };
      };
      const hindi = await facts(`/hi/pet-grooming-at-home/${city}`);
      const english = await facts(`/pet-grooming-at-home/${city}`);
      expect(hindi.prices.size, city).toBeGreaterThan(10);
      expect(hindi, city).toEqual(english);
    }
  });

  it('give the booking form the fee reason in Hindi, and the English page nothing new', async () => {
    expect(props(await pageHtml('/hi/pet-grooming-at-home/gurugram'))).toContain('"feeReasons":{"gurugram":{"last-minute":"6 PM या उसके बाद, उसी दिन या अगले दिन की विज़िट बुक करने पर"}}');
    expect(props(await pageHtml('/pet-grooming-at-home/gurugram'))).not.toContain('feeReasons');
  });
});

describe('the Hindi Delhi NCR page', () => {
  it('says the landing page\'s own words and its offer in Hindi, with the prices and hours of its English twin', async () => {
    const hindi = words(await pageHtml('/hi/pet-grooming-at-home/delhi-ncr'));
    const english = words(await pageHtml('/pet-grooming-at-home/delhi-ncr'));
    expect(hindi).toContain('सीमित समय के लिए: 31 जनवरी 2027 तक सभी पैकेज पर 20% की छूट। नीचे दी गई कीमतें छूट से पहले की हैं।');
    expect(hindi).toContain('इस पेज के ऑफ़र से इस कीमत पर 20% की छूट');
    for (const phrase of ['Book Package Now', 'Serviced areas', 'Meet our grooming experts', "this page's offer", 'Booking terms', 'Localities with their own page', 'Skip to content']) {
      expect(english, phrase).toContain(phrase);
      expect(hindi, phrase).not.toContain(phrase);
    }
    const facts = (w: string) => ({ prices: new Set(w.match(/₹\d[\d,]*\d/g)), hours: new Set(w.match(/\d{1,2}(?::\d\d)? [AP]M/g)) });
    expect(facts(hindi)).toEqual(facts(english));
  });
});

describe('the Hindi locality pages of the cities', () => {
  it('give their facts and the team that comes in Hindi, with the prices and hours of their English twins', async () => {
    const localities = built.site.localities.filter((l) => !l.onRequest);
    expect(localities.length).toBeGreaterThan(10);
    for (const l of localities) {
      const hindi = words(await pageHtml(`/hi/pet-grooming-at-home/${l.slug}`));
      const english = words(await pageHtml(`/pet-grooming-at-home/${l.slug}`));
      // The city by its Hindi name, as the Hindi edition of site.yaml names it.
      const { place, city: { name: city } } = built.site.editions!.hi!.localities.find((h) => h.slug === l.slug)!;
      expect(city).not.toBe(l.city.name);
      expect(hindi, l.slug).toContain(`${place} में हमारी ${city} टीम आती है, इसलिए नीचे दिया गया ${city} का समय, ऑफ़र और शर्तें यहाँ भी लागू हैं।`);
      for (const phrase of ['Sectors and societies we visit', 'Your nearest team', 'Travel time', 'is visited by our']) {
        expect(english, `${l.slug}: ${phrase}`).toContain(phrase);
        expect(hindi, `${l.slug}: ${phrase}`).not.toContain(phrase);
      }
      const facts = (w: string) => ({ prices: new Set(w.match(/₹\d[\d,]*\d/g)), hours: new Set(w.match(/\d{1,2}(?::\d\d)? [AP]M/g)) });
      expect(facts(hindi), l.slug).toEqual(facts(english));
    }
  });
});

describe('the Hindi pages of places visited on request', () => {
  it('say in Hindi that a visit is arranged on request, with the prices and hours of their English twins', async () => {
    const places = built.site.localities.filter((l) => l.onRequest);
    expect(places.length).toBeGreaterThan(2);
    for (const l of places) {
      const hindi = words(await pageHtml(`/hi/pet-grooming-at-home/${l.slug}`));
      const english = words(await pageHtml(`/pet-grooming-at-home/${l.slug}`));
      expect(hindi, l.slug).toContain(`${l.place} हमारे रोज़ के शेड्यूल वाले शहरों से बाहर है, इसलिए हम यहाँ अनुरोध पर आते हैं।`);
      for (const phrase of ['is outside the cities of our daily schedule', 'Other places we visit on request', 'Request a visit']) {
        expect(english, `${l.slug}: ${phrase}`).toContain(phrase);
        expect(hindi, `${l.slug}: ${phrase}`).not.toContain(phrase);
      }
      const facts = (w: string) => ({ prices: new Set(w.match(/₹\d[\d,]*\d/g)), hours: new Set(w.match(/\d{1,2}(?::\d\d)? [AP]M/g)) });
      expect(facts(hindi), l.slug).toEqual(facts(english));
    }
  });
});

describe('a changed rule', () => {
  it('changes the Hindi fee and terms with it, with no new line in strings/hi.yaml', async () => {
    const root = mkdtempSync(join(tmpdir(), 'groomsite-hindi-rules-'));
    for (const f of ['site.yaml', 'strings', 'content']) cpSync(join(projectRoot, f), join(root, f), { recursive: true });
    const yaml = readFileSync(join(root, 'site.yaml'), 'utf8');
    const changed = yaml
      .replace('amount: 200\n          when: { bookedFrom: "18:00", visitWithinDays: 1 }', 'amount: 250\n          when: { bookedFrom: "19:30", visitWithinDays: 1 }')
      .replace('cancel: [{ fromHoursBefore: 2, feePercent: 0 }, { fromHoursBefore: 0, feePercent: 50 }]', 'cancel: [{ fromHoursBefore: 3, feePercent: 0 }, { fromHoursBefore: 0, feePercent: 40 }]');
    expect(changed.split('\n').filter((l, i) => l !== yaml.split('\n')[i]).length).toBe(3);
    writeFileSync(join(root, 'site.yaml'), changed);
    // The catalog holds no sentence with the numbers of the terms: it has nothing to update.
    expect(readFileSync(join(root, 'strings', 'hi.yaml'), 'utf8')).not.toMatch(/^"(Cancel|Reschedule)[^"]*before your visit/m);

    const result = await build({ root, outDir: join(root, 'dist') });
    const page = (path: string) => words(readFileSync(join(result.outDir, fileForPath(path)), 'utf8'));
    expect(page('/hi/pet-grooming-at-home/gurugram')).toContain('आख़िरी समय का शुल्क ₹250: 7:30 PM या उसके बाद, उसी दिन या अगले दिन की विज़िट बुक करने पर।');
    expect(page('/hi/pet-grooming-at-home/noida')).toContain('विज़िट से 3 घंटे पहले तक कैंसल करना मुफ़्त है; उसके बाद पैकेज की कीमत का 40% लगता है।');
    expect(page('/pet-grooming-at-home/noida')).toContain('Cancel free of charge up to 3 hours before your visit; later than that, it costs 40% of the package price.');
    expect(built.routes.length).toBe(result.routes.length);
  }, 120_000);
});

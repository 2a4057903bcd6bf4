// The Hindi edition: each page names every language version of itself (hreflang, reciprocally,
// with x-default), in its head and in the sitemap; Hindi pages say they are Hindi and state the
// same facts as their English twins; the English pages are exactly what a site without Hindi
// builds; and a Hindi text taken out of strings/hi.yaml stops the build and fails the check at
// the line of the English text.
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { build, loadSite, type BuildResult } from '../../pipeline/build.ts';
import { check, formatReport } from '../../pipeline/check/check.ts';
import { describeError, GroomsiteError } from '../../pipeline/errors.ts';
import { formatProblem } from '../../pipeline/problems.ts';
import { islandTexts, goBackTexts } from '../../islands/texts.ts';
import { writesPage, type Route } from '../../model/routes.ts';
import { buildRealSite, pageHtml, projectRoot } from '../helpers/site.ts';
import { canonicalOf, jsonLd, text } from './html.ts';

let built: BuildResult;
/** A post with its Hindi version in content/hi/posts. */
const hindiPost = '/blog/top-5-reasons-to-choose-doorstep-grooming-for-your-pet';
beforeAll(async () => { built = await buildRealSite(); });

/** hreflang -> path of a page's <link rel="alternate" hreflang>. */
function alternatesIn(html: string, origin: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  return new Map([...head.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2].slice(origin.length) || '/']));
}

/** A copy of the site's own files (site.yaml, strings, content) in a temporary folder. */
function copyProject(): string {
  const root = mkdtempSync(join(tmpdir(), 'groomsite-languages-'));
  for (const f of ['site.yaml', 'strings', 'content']) cpSync(join(projectRoot, f), join(root, f), { recursive: true });
  return root;
}

describe('hreflang', () => {
  it('every page that has versions names all of them, itself and x-default included, and each version names the same set', async () => {
    const pages = built.routes.filter((r) => writesPage(r) && r.kind !== 'not-found');
    const sets = new Map<string, Map<string, string>>();
    for (const r of pages) sets.set(r.path, alternatesIn(await pageHtml(r.path), built.site.origin));
    let pairs = 0;
    for (const r of pages) {
      const set = sets.get(r.path)!;
      if (!r.alternates) { expect([...set], `${r.path} has no other language version`).toEqual([]); continue; }
      const own = r.lang === 'hi' ? 'hi-IN' : 'en-IN';
      // An alias carries its target's set: the page it shows is the target's.
      expect(set.get(own), r.path).toBe(r.kind === 'alias' ? r.canonicalPath : r.path);
      expect(set.get('x-default'), r.path).toBe(set.get('en-IN'));
      expect([...set.keys()].sort(), r.path).toEqual(['en-IN', 'hi-IN', 'x-default']);
      for (const [hreflang, path] of set) {
        if (hreflang === 'x-default') continue;
        expect(sets.get(path), `${r.path} names ${path}, which is not a page`).toBeDefined();
        expect(Object.fromEntries(sets.get(path)!), `${path} names the same versions as ${r.path}`).toEqual(Object.fromEntries(set));
      }
      pairs++;
    }
    expect(pairs).toBeGreaterThan(10);
    // A post with a Hindi version (content/hi/posts) is one of the pairs; a post without one is English only, and says nothing of other languages.
    expect(Object.fromEntries(sets.get(`/hi${hindiPost}`)!)).toEqual({ 'en-IN': hindiPost, 'hi-IN': `/hi${hindiPost}`, 'x-default': hindiPost });
    expect(sets.get('/blog/groom-pet-with-long-hair')!.size).toBe(0);
  });

  it('the sitemap lists each version with all of its alternates', () => {
    const xml = readFileSync(join(built.outDir, 'sitemap.xml'), 'utf8');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map((m) => ({
      loc: m[1], alternates: [...m[2].matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((a) => `${a[1]} ${a[2]}`).sort(),
    }));
    const byLoc = new Map(urls.map((u) => [u.loc, u.alternates]));
    const post = `${built.site.origin}${hindiPost}`;
    expect(byLoc.get(`${built.site.origin}/hi${hindiPost}`)).toEqual([`en-IN ${post}`, `hi-IN ${built.site.origin}/hi${hindiPost}`, `x-default ${post}`]);
    expect(byLoc.get(post)).toEqual(byLoc.get(`${built.site.origin}/hi${hindiPost}`));
    const noida = `${built.site.origin}/pet-grooming-at-home/noida`;
    const hindi = `${built.site.origin}/hi/pet-grooming-at-home/noida`;
    expect(byLoc.get(noida)).toEqual([`en-IN ${noida}`, `hi-IN ${hindi}`, `x-default ${noida}`]);
    expect(byLoc.get(hindi)).toEqual(byLoc.get(noida));
    for (const u of urls) for (const a of u.alternates) expect(byLoc.has(a.split(' ')[1]), `${u.loc}: ${a}`).toBe(true);
  });
});

describe('a Hindi page', () => {
  it('is Hindi to browsers and search engines, and leads back to its English twin', async () => {
    const html = await pageHtml('/hi/pet-grooming-at-home/noida');
    expect(html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(canonicalOf(html)).toBe(`${built.site.origin}/hi/pet-grooming-at-home/noida`);
    expect(jsonLd(html).find((d) => d['@type'] === 'WebPage')?.inLanguage).toBe('hi-IN');
    const has = (page: string, piece: string) => page.includes(piece);
    expect(has(html, '<a href="/pet-grooming-at-home/noida" hrefLang="en-IN" lang="en">English</a>'), 'switch to English').toBe(true);
    expect(has(await pageHtml('/pet-grooming-at-home/noida'), '<a href="/hi/pet-grooming-at-home/noida" hrefLang="hi-IN" lang="hi">हिन्दी</a>'), 'switch to Hindi').toBe(true);
    // The forms confirm on the Hindi confirmation page; links to pages in Hindi stay in Hindi, the others lead to English.
    expect(has(html, '&quot;successPath&quot;:&quot;/hi/booking-confirm&quot;'), 'Hindi confirmation').toBe(true);
    expect(has(html, '<a href="/hi/pet-grooming-at-home/noida">'), 'footer link to the Hindi Noida page').toBe(true);
    expect(has(html, '<a href="/hi/pet-grooming-at-home/delhi">'), 'footer link to the Hindi Delhi page').toBe(true);
    expect(has(html, '<a href="/hi/pet-grooming-at-home/gurugram">'), 'footer link to the Hindi Gurugram page').toBe(true);
    expect(has(html, '<a href="/hi/pet-grooming-at-home/sector-18-noida">'), 'link to the Hindi Sector 18 page').toBe(true);
    expect(has(html, '<a href="/hi/gallery">'), 'link to the Hindi gallery').toBe(true);
  });

  it('states the prices, phone number and hours of its English twin, in the same digits', async () => {
    const facts = (html: string) => {
      const words = text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
      return {
        prices: [...words.matchAll(/₹\d[\d,]*\d/g)].map((m) => m[0]).sort(),
        phone: words.includes(built.site.raw.contact.phoneDisplay),
        hours: [...words.matchAll(/\d{1,2}(?::\d\d)? [AP]M/g)].map((m) => m[0]).sort(),
      };
    };
    const hindi = facts(await pageHtml('/hi/pet-grooming-at-home/noida'));
    const english = facts(await pageHtml('/pet-grooming-at-home/noida'));
    expect(hindi.prices.length).toBeGreaterThan(20);
    expect(new Set(hindi.prices)).toEqual(new Set(english.prices));
    expect(hindi.phone && english.phone).toBe(true);
    expect(new Set(hindi.hours)).toEqual(new Set(english.hours));
  });

  it('reads as Hindi: beyond names, codes and units, little Latin script is left', async () => {
    const words = text((await pageHtml('/hi/pet-grooming-at-home/noida')).replace(/<script[\s\S]*?<\/script>/g, ''));
    const devanagari = (words.match(/[\u0900-\u097F]+/g) ?? []).length;
    const latin = (words.match(/[A-Za-z]+/g) ?? []).length;
    // Package, plan and place names, the brand, WhatsApp, UPI, AM/PM stay in Latin letters.
    expect(devanagari).toBeGreaterThan(latin * 3);
    for (const english of ['Book Appointment', 'Frequently asked questions', 'Pet parent name', 'Leave your number', 'good to know']) {
      expect(words, english).not.toContain(english);
    }
  });

  it('says what each package is, the add-ons and the cities in Hindi, on its cards, in its forms and in its links', async () => {
    const html = await pageHtml('/hi/pet-grooming-at-home/noida');
    const words = text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
    // The card's subtitle and the form's option, the package's name kept as it is.
    expect(html).toContain('<p class="package__subtitle">पूरे शरीर का स्नान</p>');
    expect(words).toContain('Fur Fresh Spa (पूरे शरीर का स्नान) - ₹999');
    expect(words).toContain('Deluxe Body Grooming (स्नान और डिज़ाइनर हेयरकट) - ₹2,399');
    // The add-ons of the forms (before a package is chosen, those every package may take) and of the city's box.
    for (const addOn of ['कोई ऐड-ऑन नहीं', 'उलझे बाल सुलझाना - ₹249', 'नाखून काटना: ₹249', 'मानसून में एंटी-फ़ंगल देखभाल: ₹200', 'पंजों पर बाम: ₹150']) {
      expect(words, addOn).toContain(addOn);
    }
    // The cities, in the heading, the trail and the footer's links.
    expect(words).toContain('नोएडा में डॉग और कैट की घर पर ग्रूमिंग, ₹599 से');
    for (const city of ['दिल्ली', 'ग्रेटर नोएडा', 'गुरुग्राम', 'गाज़ियाबाद', 'फ़रीदाबाद']) expect(words, city).toContain(`${city} में पेट ग्रूमिंग`);
    for (const english of ['Full Body Bath', 'Quick bath', 'No Add-Ons', "Nail's Clipping", 'Paw balm', 'Noida में', 'Delhi में']) {
      expect(words, english).not.toContain(english);
    }
    // The home page's appointment form lists its time slots in Hindi before a city or day is chosen.
    const home = await pageHtml('/hi');
    expect(home).toContain('<option value="08:30-10:30">8:30 AM से 10:30 AM तक</option>');
    expect(await pageHtml('/')).toContain('<option value="08:30-10:30">8:30 AM to 10:30 AM</option>');
  });
});

describe('a post in Hindi', () => {
  it('has its own Hindi page, said to be Hindi, with its Hindi words and a switch to the English post', async () => {
    const html = await pageHtml(`/hi${hindiPost}`);
    expect(html).toMatch(/^<!doctype html><html lang="hi">/);
    expect(canonicalOf(html)).toBe(`${built.site.origin}/hi${hindiPost}`);
    const article = jsonLd(html).find((d) => d['@type'] === 'BlogPosting')!;
    expect(article.inLanguage).toBe('hi-IN');
    expect(article.headline).toBe('घर पर ग्रूमिंग चुनने की 5 वजहें');
    expect(article.mainEntityOfPage).toBe(`${built.site.origin}/hi${hindiPost}`);
    expect(html).toContain(`<a href="${hindiPost}" hrefLang="en-IN" lang="en">English</a>`);
    expect(await pageHtml(hindiPost)).toContain(`<a href="/hi${hindiPost}" hrefLang="hi-IN" lang="hi">हिन्दी</a>`);
    const words = text(html.replace(/<script[\s\S]*?<\/script>/g, ''));
    for (const english of ['Go back to blog', 'Top Blog', 'Grooming at your door', 'Your pet stays in familiar surroundings']) expect(words, english).not.toContain(english);
    expect(words).toContain('ब्लॉग पर वापस जाएँ');
    // Its picture is the English post's, drawn once.
    expect(built.routes.filter((r) => r.path === `/hi${hindiPost}`)).toHaveLength(1);
  });

  it('is listed on the Hindi blog under its Hindi title, while English posts stay linked in English, each marked so', async () => {
    const html = await pageHtml('/hi/blog');
    expect(text(html)).toContain('जिन लेखों को हमने हिंदी में भी लिखा है, वे यहाँ हिंदी में ही दिखते हैं');
    const cards = [...html.matchAll(/<li class="post-card"( lang="en")?>([\s\S]*?)<\/li>/g)].map((m) => ({ english: !!m[1], body: m[2] }));
    const hindi = cards.filter((c) => !c.english);
    expect(hindi.map((c) => c.body.match(/<h2 class="post-card__title"><a href="([^"]+)">([^<]+)</)!.slice(1))).toContainEqual([`/hi${hindiPost}`, 'घर पर ग्रूमिंग चुनने की 5 वजहें']);
    for (const c of hindi) expect(c.body).not.toContain('अंग्रेज़ी में');
    const english = cards.filter((c) => c.english);
    expect(english.length).toBeGreaterThan(3);
    for (const c of english) {
      expect(c.body).toMatch(/<h2 class="post-card__title"><a href="\/blog\/[a-z0-9-]+">/);
      expect(c.body).toContain('<p class="post-card__lang" lang="hi">अंग्रेज़ी में</p>');
    }
  });

  it('needs an English post of the same file name, and is checked like one, each problem at its file and line', async () => {
    const root = copyProject();
    const posts = join(root, 'content', 'hi', 'posts');
    writeFileSync(join(posts, 'no-such-post.md'), readFileSync(join(posts, 'top-5-reasons-to-choose-doorstep-grooming-for-your-pet.md'), 'utf8'));
    const file = join(posts, 'top-5-reasons-to-choose-doorstep-grooming-for-your-pet.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('pet: both', 'pet: bird'));
    const failed = await loadSite(root).then(() => undefined, (e: unknown) => e);
    expect(failed).toBeInstanceOf(GroomsiteError);
    const problems = (failed as GroomsiteError).problems.map((p) => formatProblem(p, root));
    expect(problems.find((p) => p.includes('no-such-post.md has no English original'))).toMatch(/^content\/hi\/posts\/no-such-post\.md:2:1/);
    expect(problems.find((p) => p.startsWith('content/hi/posts/top-5-reasons-to-choose-doorstep-grooming-for-your-pet.md:7:'))).toContain('pet');
  });
});

describe('the words of the islands', () => {
  it('are written by the islands exactly as islands/texts.ts lists them', () => {
    const listed = new Set<string>([...islandTexts, ...goBackTexts]);
    const files = ['islands/forms/BookingDialog.tsx', 'islands/forms/fields.tsx', 'islands/forms/Modal.tsx', 'islands/forms/QuoteBox.tsx',
      'islands/forms/WindowChoice.tsx', 'islands/forms/QuickOfferDialog.tsx', 'islands/forms/ContactForm.tsx', 'islands/forms/BoardingDialog.tsx', 'islands/forms/PetChoice.tsx', 'islands/GoBack.tsx'];
    let used = 0;
    for (const f of files) {
      for (const m of readFileSync(join(projectRoot, f), 'utf8').matchAll(/\btext\((['"])((?:(?!\1).)+)\1/g)) {
        expect(listed.has(m[2]), `${f}: text(${m[1]}${m[2]}${m[1]}) is not in islands/texts.ts`).toBe(true);
        used++;
      }
    }
    expect(used).toBeGreaterThan(30);
  });
});

describe('the English pages', () => {
  it('are byte for byte those of the same site without Hindi, apart from the hreflang links and the language switch', async () => {
    const root = copyProject();
    const yaml = readFileSync(join(root, 'site.yaml'), 'utf8');
    writeFileSync(join(root, 'site.yaml'), yaml.replace(/\nlanguages:\n(  - .*\n)+/, '\n'));
    rmSync(join(root, 'content', 'hi', 'posts'), { recursive: true }); // a Hindi post in a site without Hindi is a mistake the build names
    const alone = await build({ root, outDir: join(root, 'dist') });
    const english = built.routes.filter((r: Route) => !r.lang && writesPage(r));
    expect(english.length).toBeGreaterThan(300);
    const plain = (html: string) => html
      .replace(/<link rel="alternate" hrefLang="[^"]+" href="[^"]+"\/>/g, '')
      .replace(/<nav class="lang-switch"[\s\S]*?<\/nav>/, '')
      // The stylesheet has the switch's and Devanagari's rules: its name (a hash of its content) differs.
      .replace(/\/assets\/[\w.-]+\.css/g, '/assets/site.css');
    let changed = 0;
    for (const r of english) {
      const withHindi = readFileSync(join(built.outDir, r.file), 'utf8');
      const without = readFileSync(join(alone.outDir, r.file), 'utf8');
      expect(plain(withHindi), r.path).toBe(plain(without));
      if (withHindi !== without) changed++;
    }
    // The pages with a Hindi version did change: by their links and their switch.
    expect(changed).toBeGreaterThan(0);
  });
});

describe('a Hindi text taken out', () => {
  it('stops the build and fails the check, naming the line of the English text and every other one missing', async () => {
    const root = copyProject();
    const strings = join(root, 'strings', 'hi.yaml');
    const catalog = readFileSync(strings, 'utf8');
    const question = 'How long will the groomer stay?';
    const button = 'Pet parent name';
    writeFileSync(strings, catalog.split('\n').filter((l) => !l.startsWith(`"${question}"`) && !l.startsWith(`"${button}"`)).join('\n'));
    const siteLine = readFileSync(join(root, 'site.yaml'), 'utf8').split('\n').findIndex((l) => l.includes(question)) + 1;
    expect(siteLine).toBeGreaterThan(0);

    const failed = await build({ root, outDir: join(root, 'dist') }).then(() => undefined, (e: unknown) => e);
    expect(failed).toBeInstanceOf(GroomsiteError);
    const problems = (failed as GroomsiteError).problems.map((p) => formatProblem(p, root));
    // Any other failure (a write, a bundle) says what it was, not just that no line was named.
    expect(problems.join('\n'), describeError(failed)).toContain(`site.yaml:${siteLine}:`);
    expect(problems.join('\n')).toContain(`"${question}" has no translation in strings/hi.yaml`);
    expect(problems.join('\n')).toMatch(/islands\/(texts\.ts|forms\/BookingDialog\.tsx):\d+:1/);
    expect(problems.join('\n')).toContain(`"${button}" has no translation in strings/hi.yaml`);

    // Rendered on two threads, a worker beside the build's (as a site of thousands of posts is), the build lists the same texts, and no dist/ is left.
    const inWorkers = await build({ root, outDir: join(root, 'dist'), workers: 2 }).then(() => undefined, (e: unknown) => e);
    expect(inWorkers, describeError(inWorkers)).toBeInstanceOf(GroomsiteError);
    expect((inWorkers as GroomsiteError).problems.map((p) => formatProblem(p, root)).sort()).toEqual([...problems].sort());
    expect(existsSync(join(root, 'dist'))).toBe(false);

    // check reads the same site (a dist/ of the intact site is there to check links in).
    const report = await check({ root, dir: built.outDir });
    expect(report.ok).toBe(false);
    expect(formatReport(report)).toContain(`site.yaml:${siteLine}:`);
    expect(formatReport(report)).toContain(`"${question}" has no translation in strings/hi.yaml`);
  }, 120_000);
});

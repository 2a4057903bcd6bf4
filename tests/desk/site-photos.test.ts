// The edits a photo from the owner's phone makes in the editor (desk/app/site-editor/photos.ts), on
// the real site.yaml: the uploaded name at its place with its words, nothing else; the words and
// their Hindi asked for before a review, on their fields; and the photo taken back off.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { applyEdits, editsBetween, plain, setAt, workingCopy, type Data } from '../../desk/app/site-editor/edits.ts';
import { placeWords } from '../../desk/app/site-editor/places.ts';
import {
  photoAsLoaded, photoProblems, photoTargets, photoTranslations, shownIn, withoutPhoto, withPhoto, wordsPath, type PhotoTarget,
} from '../../desk/app/site-editor/photos.ts';
import { translationEdits } from '../../desk/app/site-editor/translations.ts';
import { projectRoot } from '../helpers/site.ts';

const loaded = yaml.load(readFileSync(join(projectRoot, 'site.yaml'), 'utf8')) as Data;
const catalogs = { hi: yaml.load(readFileSync(join(projectRoot, 'strings/hi.yaml'), 'utf8')) as Record<string, string> };
const NAME = 'photo-1a2b3c4d5e6f7a8b.jpg';
const CAPTION = 'Bella, a Shih Tzu, before and after her teddy cut';
const HINDI = 'बेला, एक शिह त्ज़ू, टेडी कट से पहले और बाद में';
const pages = loaded.pages as { path: string }[];
const about = pages.findIndex((p) => p.path === '/about');
const delhi = (loaded.cities as { slug: string }[]).findIndex((c) => c.slug === 'delhi');
const tile: PhotoTarget = { kind: 'gallery', index: 3 };

describe('a photo chosen in the editor', () => {
  it('on a drawn gallery tile: sets its photo and caption beside its pet, keeps the gallery’s count, and the edits rebuild it', () => {
    let working = withPhoto(workingCopy(loaded), tile, NAME);
    working = setAt(working, wordsPath(tile), CAPTION);
    const edits = editsBetween(loaded, working);
    expect(edits).toEqual([
      { op: 'set', path: ['gallery', 3, 'photo'], value: NAME },
      { op: 'set', path: ['gallery', 3, 'caption'], value: CAPTION },
    ]);
    expect((working.gallery as unknown[]).length).toBe((loaded.ui as { galleryCount: number }).galleryCount);
    expect(plain((working.gallery as unknown[])[3])).toEqual({ pet: 'dog', photo: NAME, caption: CAPTION });
    expect(plain(applyEdits(loaded, edits))).toEqual(plain(working));
    expect(photoTargets(working)).toEqual([{ target: tile, name: NAME }]);
  });

  it('on a page’s title band and a groomer: the hero made whole, the groomer’s photo and alt', () => {
    const hero: PhotoTarget = { kind: 'hero', page: about };
    const groomer: PhotoTarget = { kind: 'groomer', city: delhi, groomer: 0 };
    let working = workingCopy(loaded);
    working = setAt(withPhoto(working, hero, NAME), wordsPath(hero), 'Two of our groomers drying a beagle after its bath');
    working = setAt(withPhoto(working, groomer, NAME), wordsPath(groomer), 'Arjun brushing a golden retriever on a balcony');
    expect(editsBetween(loaded, working)).toEqual([
      { op: 'set', path: ['cities', delhi, 'visits', 'team', 0, 'photo'], value: NAME },
      { op: 'set', path: ['cities', delhi, 'visits', 'team', 0, 'alt'], value: 'Arjun brushing a golden retriever on a balcony' },
      { op: 'set', path: ['pages', about, 'hero'], value: { photo: NAME, alt: 'Two of our groomers drying a beagle after its bath' } },
    ]);
    // Undone, or taken off, the form makes no edit again.
    expect(editsBetween(loaded, photoAsLoaded(photoAsLoaded(working, loaded, hero), loaded, groomer))).toEqual([]);
    expect(editsBetween(loaded, withoutPhoto(withoutPhoto(working, hero), groomer))).toEqual([]);
  });

  it('wants its words, 10 to 160 characters, on the caption’s field before a review', () => {
    const working = withPhoto(workingCopy(loaded), tile, NAME);
    expect(photoProblems(working, [], {}, {})).toEqual([
      { file: 'site.yaml', where: 'gallery[3].caption', path: ['gallery', 3, 'caption'], message: '"photo" needs "caption" beside it: what the photo shows, 10 to 160 characters' },
    ]);
    expect(photoProblems(setAt(working, wordsPath(tile), 'Bella'), [], {}, {})[0].message).toBe('what the photo shows: 5 characters; write at least 10');
    expect(photoProblems(setAt(working, wordsPath(tile), 'x'.repeat(161)), [], {}, {})[0].message).toBe('what the photo shows: 161 characters; write at most 160');
    expect(photoProblems(setAt(working, wordsPath(tile), CAPTION), [], {}, {})).toEqual([]);
    expect(placeWords(['gallery', 3, 'caption'], working)).toBe('Gallery tile 4: caption');
    expect(placeWords(['pages', about, 'hero', 'alt'], working)).toBe('About Us page, title band photo: alt text');
  });

  it('asks the Hindi of new words where the Hindi pages show them, and gives it as an edit of strings/hi.yaml', () => {
    const working = setAt(withPhoto(workingCopy(loaded), tile, NAME), wordsPath(tile), CAPTION);
    const needed = photoTranslations(loaded, working, catalogs);
    expect(needed).toEqual([{ path: ['gallery', 3, 'caption'], code: 'hi', was: '', now: CAPTION, before: '' }]);
    expect(photoProblems(working, needed, {}, { hi: 'हिन्दी' })).toEqual([
      { file: 'strings/hi.yaml', where: CAPTION, path: [CAPTION], message: 'write these words in हिन्दी too: its pages show them' },
    ]);
    expect(photoProblems(working, needed, { hi: { [CAPTION]: HINDI } }, { hi: 'हिन्दी' })).toEqual([]);
    expect(translationEdits(needed, { hi: { [CAPTION]: HINDI } })).toEqual([{ op: 'set', file: 'strings/hi.yaml', path: [CAPTION], value: HINDI }]);
    // Words the catalogue has already, and a page that is English-only, want none.
    expect(photoTranslations(loaded, working, { hi: { [CAPTION]: HINDI } })).toEqual([]);
    const englishOnly = setAt(working, ['pages', pages.findIndex((p) => p.path === '/gallery'), 'languages'], ['en']);
    expect(shownIn(englishOnly, tile)).toEqual(['en']);
    expect(photoTranslations(loaded, englishOnly, catalogs)).toEqual([]);
  });
});

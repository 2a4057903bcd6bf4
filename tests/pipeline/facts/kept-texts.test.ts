// The source texts kept between builds (facts/sources.ts `kept`): taken again only for the same
// bytes; a template, site.yaml or a translation changed finds its texts anew, so a fact typed
// there is never hidden by what an earlier build kept.
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTexts, type SourceText } from '../../../pipeline/facts/sources.ts';
import { copyFixture } from '../../helpers/fixture.ts';

describe('source texts kept between builds', () => {
  it('reuses them for the same bytes and finds them again after any of them changed', () => {
    const root = copyFixture('tiny');
    mkdirSync(join(root, 'templates'), { recursive: true });
    writeFileSync(join(root, 'templates', 'Note.tsx'), 'export const Note = () => <p>Calm groomers, happy pets.</p>;\n');
    const store = new Map<string, SourceText[]>();
    const asked: string[] = [];
    const kept = { get: (key: string) => { asked.push(key); return store.get(key); }, set: (key: string, texts: SourceText[]) => { store.set(key, texts); } };
    const first = sourceTexts(root, { kept }).texts;
    expect(store.size).toBe(1);
    // The same bytes: the kept texts themselves, nothing found anew.
    expect(sourceTexts(root, { kept }).texts).toBe(first);
    appendFileSync(join(root, 'templates', 'Note.tsx'), 'export const Price = () => <p>Only ₹599 today</p>;\n');
    const after = sourceTexts(root, { kept }).texts;
    expect(store.size).toBe(2);
    expect(after.some((t) => t.text.includes('599'))).toBe(true);
    appendFileSync(join(root, 'site.yaml'), '\n# a comment\n');
    sourceTexts(root, { kept });
    expect(store.size).toBe(3);
    expect(new Set(asked).size).toBe(3);
  });
});

// site.yaml and strings/<code>.yaml as js-yaml read them in the last build, kept by the hash of
// their text, with the keys of the compiled schemas each was found valid against: in a new
// process, js-yaml took some 30 ms of every build to read site.yaml and the Hindi strings
// (150 KB), and loading the compiled site schema (ajv's code, some 450 KB) to run it once some
// 25 ms more. A text is known by the hash of its exact bytes, so an edited file is simply read and
// checked again; a validity by the key of the validator that found it (compiled-schema.ts, named
// by the schema's bytes), so an edited schema checks every text again. As for front matter
// (matter-cache.ts), a value is kept only when JSON gives back exactly what js-yaml gave, as JSON
// written the moment it was read (nothing downstream has changed it yet), and the file is named by
// js-yaml's version.
import { existsSync, readFileSync } from 'node:fs';
import { hash } from 'node:crypto';
import { dirname, join } from 'node:path';
import { removeStale, writeCacheFile } from '../cache/build-cache.js';
import { requireFromPackage } from '../project.ts';
import { sameAsJson } from './matter-cache.ts';
import type { KnownTexts, Validity } from './source.ts';

const FORMAT = 1;

/** A text's reading as JSON, and the keys of the validators it passed. */
interface Entry { json: string; valid: string[] }

/** Where the site definition's readings of the project at `root` are kept. */
export function definitionCacheFileFor(cacheDir: string, root: string): string {
  const version = (requireFromPackage('js-yaml/package.json') as { version: string }).version;
  return join(cacheDir, 'definition', `${hash('sha1', `${FORMAT}\n${version}\n${root}`).slice(0, 16)}.json`);
}

export class DefinitionCache implements KnownTexts {
  /** The last build's entries by their text's hash, read once. */
  private stored: Map<string, Entry> | undefined;
  /** This build's, as the next build will find them. */
  private readonly now = new Map<string, Entry>();
  private changed = false;

  constructor(private readonly file: string) {}

  /** The value of `text`: its kept reading (a fresh object each time), or `parse(text)`. */
  read(text: string, parse: (text: string) => unknown): unknown {
    const key = hash('sha1', text);
    const kept = this.now.get(key) ?? this.load().get(key);
    if (kept) {
      this.now.set(key, kept);
      return JSON.parse(kept.json);
    }
    const value = parse(text);
    if (value !== undefined && sameAsJson(value)) {
      this.now.set(key, { json: JSON.stringify(value), valid: [] });
      this.changed = true;
    }
    return value;
  }

  /** What is known of the validity of `text`, once read: none for a text whose reading is not kept. */
  validity(text: string): Validity | undefined {
    const entry = this.now.get(hash('sha1', text));
    if (!entry) return undefined;
    return {
      knows: (validatorKey) => entry.valid.includes(validatorKey),
      note: (validatorKey) => {
        if (entry.valid.includes(validatorKey)) return;
        entry.valid.push(validatorKey);
        this.changed = true;
      },
    };
  }

  /** Keeps this build's entries when one is new or newly valid, or one is gone. */
  save(): void {
    if (!this.changed && this.now.size === (this.stored?.size ?? 0)) return;
    writeCacheFile(this.file, JSON.stringify([...this.now]));
    // Those of projects not built for a day, and of other versions of js-yaml.
    removeStale(dirname(this.file), /^[0-9a-f]{16}\.json$/, this.file);
  }

  private load(): Map<string, Entry> {
    if (this.stored) return this.stored;
    try {
      this.stored = existsSync(this.file) ? new Map(JSON.parse(readFileSync(this.file, 'utf8')) as [string, Entry][]) : new Map();
    } catch {
      this.stored = new Map(); // unreadable: every text is read and checked
    }
    return this.stored;
  }
}

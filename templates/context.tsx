// What every component can read while a page renders: the site, the route being rendered, the
// asset URLs, and a collector that islands (interactive parts) register with, so that only pages
// that contain interactive parts get a script. The islands read the same object through their
// own context (islands/server/page.tsx), which RenderProvider provides too.
import { createContext, useContext, type ReactNode } from 'react';
import { IslandPageProvider, type IslandPage } from '../islands/server/page.tsx';
import type { Route } from '../model/routes.ts';
import type { Site } from '../model/types.ts';
import { untranslated } from '../model/languages.ts';
import type { ResponsiveImage } from '../model/markdown.ts';

export interface Assets {
  css: string;
  /** Styles only for visitors without JavaScript (linked inside <noscript>). */
  noscriptCss?: string;
  js: string | null;
  /** Island name -> the chunk URLs its code needs, for <link rel="modulepreload">. */
  islandChunks?: Record<string, string[]>;
  /** The field-data beacon script, imported by the runtime after the page's load event (never listed as a page's script). */
  fieldJs?: string;
  /** Editors' images from content/images, by URL, with their AVIF and WebP variants. */
  images?: ReadonlyMap<string, ResponsiveImage>;
}

export interface RenderContext extends IslandPage {
  assets: Assets;
  /** Parts rendered once and pasted into every page that shows them (reuse.tsx); absent, they render in place. */
  parts?: ReusedParts;
  /** Values worked out once per build and language for every page that asks (the offer of a place); absent, each page works them out. */
  derived?: Derived;
}

/** `make()`, made once per key: the key must name everything the value depends on besides the site. */
export type Derived = <T>(key: string, make: () => T) => T;

/** A part's HTML, with the islands it contains. */
export interface ReusedPart { html: string; islands: readonly string[] }
/** The parts by key. */
export type ReusedParts = Map<string, ReusedPart>;

const Ctx = createContext<RenderContext | null>(null);

export function RenderProvider({ value, children }: { value: RenderContext; children: ReactNode }) {
  return <Ctx.Provider value={value}><IslandPageProvider value={value}>{children}</IslandPageProvider></Ctx.Provider>;
}

export function useRender(): RenderContext {
  const ctx = useContext(Ctx);
  if (!ctx) throw new Error('templates must render inside <RenderProvider>');
  return ctx;
}

export const useSite = (): Site => useRender().site;
export const useRoute = (): Route => useRender().route;
export const useAssets = (): Assets => useRender().assets;

/**
 * The page's language: t('English text', { vars }) is the text in it. Pages of the default
 * language get the English as written; another language's come from its strings/<code>.yaml,
 * or, when it has none yet, a marker the build reports with the template's line (model/languages.ts).
 */
export function useT(): Translate {
  return translator(useSite());
}
/**
 * t(english, vars) is the text in the page's language, vars filled in. t.nodes gives the same text
 * as separate pieces around each filled-in value, as JSX writes `About {brand.name}`: React renders
 * those pieces as it always did (with its separator comments), so English pages stay byte for byte.
 */
export interface Translate {
  (english: string, vars?: Record<string, string | number>): string;
  nodes(english: string, vars: Record<string, string | number>): string[];
}

export function translator(site: Site): Translate {
  const { texts, stringsFile } = site.language;
  const fillIn = (text: string, vars?: Record<string, string | number>) =>
    vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
  const template = (english: string, vars?: Record<string, string | number>): string | undefined =>
    !stringsFile ? english : texts[english] ?? untranslated(`template:${english}`, fillIn(english, vars));
  const t = ((english, vars) => {
    const text = template(english, vars)!;
    // The marker names the text as the template writes it, placeholders and all: that is the catalog's key.
    return text.startsWith('\uE000') ? text : fillIn(text, vars);
  }) as Translate;
  t.nodes = (english, vars) => {
    const text = template(english, vars)!;
    if (text.startsWith('\uE000')) return [text];
    return text.split(/(\{\w+\})/).map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      return name && name in vars ? String(vars[name]) : piece;
    }).filter((piece) => piece !== '');
  };
  return t;
}

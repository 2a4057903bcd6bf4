// The settings every island may need, the same for all islands of a page: the server provides
// them while rendering and writes them into the page once (<script id="gs-config">); the browser
// runtime reads them and provides them again, so a component reads them the same way on both sides.
import { createContext, useContext } from 'react';
import type { Site } from '../model/types.ts';
import type { IslandText } from './texts.ts';

export interface RuntimeConfig {
  apiBase: string;
  addressLookup: string | null;
  honeypotField: string;
  phoneLength: number;
  chunkTimeoutMs: number;
  messages: {
    phoneInvalid: string; alreadySubmitted: string; serverError: string;
    boardingSuccess: string; appError: string; chunkFailed: string;
  };
  /** The islands' own words in the page's language (islands/texts.ts); absent on the default language's pages. */
  texts?: Record<string, string>;
}

export function runtimeConfigOf(site: Site): RuntimeConfig {
  const { ui, messages, api } = site.raw;
  return {
    apiBase: api.base,
    addressLookup: api.addressLookup.enabled ? api.addressLookup.url : null,
    honeypotField: api.honeypotField,
    phoneLength: ui.phoneLength,
    chunkTimeoutMs: ui.chunkTimeoutMs,
    messages: {
      phoneInvalid: messages.phoneInvalid, alreadySubmitted: messages.alreadySubmitted, serverError: messages.serverError,
      boardingSuccess: messages.boardingSuccess, appError: messages.appError, chunkFailed: messages.chunkFailed,
    },
  };
}

/**
 * The islands' words: text('Book Now') is the English on the default language's pages and its
 * translation on the others; {name} placeholders are filled from `vars`.
 */
export function useText(): (english: IslandText, vars?: Record<string, string | number>) => string {
  const { texts } = useConfig();
  return (english, vars) => {
    const text = texts?.[english] ?? english;
    return vars ? text.replace(/\{(\w+)\}/g, (all, name: string) => (name in vars ? String(vars[name]) : all)) : text;
  };
}

export const ConfigContext = createContext<RuntimeConfig | null>(null);

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('islands render inside <ConfigContext.Provider>');
  return config;
}

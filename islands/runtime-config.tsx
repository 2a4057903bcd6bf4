// The settings every island may need, the same for all islands of a page: the server provides
// them while rendering and writes them into the page once (<script id="gs-config">); the browser
// runtime reads them and provides them again, so a component reads them the same way on both sides.
import { createContext, useContext } from 'react';
import type { Site } from '../model/types.ts';

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

export const ConfigContext = createContext<RuntimeConfig | null>(null);

export function useConfig(): RuntimeConfig {
  const config = useContext(ConfigContext);
  if (!config) throw new Error('islands render inside <ConfigContext.Provider>');
  return config;
}

// The settings the page hands the runtime in <script type="application/json" id="gs-config">.
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

export function readConfig(): RuntimeConfig | null {
  const el = document.getElementById('gs-config');
  return el?.textContent ? (JSON.parse(el.textContent) as RuntimeConfig) : null;
}

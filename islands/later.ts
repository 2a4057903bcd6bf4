// A part of an island in a chunk of its own, fetched when first wanted: the customer's page
// (VisitLink.tsx) keeps its first load within the script budget this way.
import { useState } from 'react';

/**
 * A part of the page in a chunk of its own: undefined until `want` has fetched it (once; a failed
 * fetch says so through `onFail` and may be asked again).
 */
export function useLater<T>(fetchPart: () => Promise<T>, onFail: () => void = () => {}): [T | undefined, () => void] {
  const [part, setPart] = useState<T>();
  const [asked, setAsked] = useState(false);
  const want = () => {
    if (part || asked) return;
    setAsked(true);
    fetchPart().then((m) => setPart(() => m), () => { setAsked(false); onFail(); });
  };
  return [part, want];
}

// A view of the desk in a chunk of its own, fetched the first time it is shown: the owner's Site
// editor, and a lead's page (its follow-up, visits, same person and history), so the first load
// carries neither. A later visit uses the chunk at once; a fetch that failed is tried again.
import { useEffect, useState } from 'react';

/** A hook that gives the chunk's module once fetched, or why it could not be. */
export function chunkView<M>(load: () => Promise<M>): () => { module: M | undefined; failed: string } {
  let loading: Promise<M> | undefined;
  return function useChunk() {
    const [module, setModule] = useState<M>();
    const [failed, setFailed] = useState('');
    useEffect(() => {
      loading ??= load();
      loading.then((m) => setModule(() => m), (e: unknown) => {
        loading = undefined;
        setFailed(e instanceof Error ? e.message : String(e));
      });
    }, []);
    return { module, failed };
  };
}

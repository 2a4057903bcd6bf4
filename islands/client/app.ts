// The browser entry: the page's script tag loads this file, and it starts the runtime (main.ts).
// The runtime itself sits in the chunk with Preact (shared-chunk.ts imports it): as a file of its
// own beside that chunk it cost every page an import of some twenty names and gzip's overhead,
// 201 bytes gzip more than in one file with Preact (bench/page-weight.ts). groomsite dev imports
// this entry afresh when it swaps a page in, which starts the new page's islands.
import { startIslands } from './main.ts';

startIslands();

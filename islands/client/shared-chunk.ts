// The islands' own shared modules, put by the browser build (pipeline/outputs/assets.ts) in the
// one chunk with Preact. esbuild puts a module in a chunk with the others that the same entry
// points reach; these four are reached by different sets of groups (Kept by the chrome and the
// widgets, the config by the entry and the forms...), so each was a chunk of its own, of 200 to
// 500 bytes, that every page loaded anyway because the entry imports them all. The build injects
// this module into every module, so every entry point reaches them, as it reaches Preact: 3 script
// files instead of 6 on the heaviest page and 232 bytes gzip less. A module the islands share
// beyond these belongs here too (tests/islands/island-registry.test.ts notices a chunk of its own).
import '../hooks.ts';
import '../events.ts';
import '../Kept.tsx';
import '../runtime-config.tsx';
import '../forms/sent-key.ts';
// The day's marks (a booking sent, the pop-up closed): read by the pop-up's opener (offer-dialog.ts)
// and the booking and offer forms, a chunk of 218 bytes gzip of its own, 156 more in this one.
import '../forms/day-marks.ts';
// The phone field's rule, which the pop-up's opener applies too while the form is on its way.
import '../forms/phone-digits.ts';
// The runtime (main.ts, with the chrome's islands and the registry): every page runs it, so it costs
// nothing to have it here, and the entry (app.ts) is then one line that starts it. In a file of
// its own it had to import Preact's functions by name from this chunk: 201 bytes gzip more per page.
import './main.ts';
// The words of the islands that get them as props (the customer's page, the confirmation): a chunk of
// 143 bytes of its own on those pages, about 60 bytes here.
import '../forms/visit-words.ts';

// The session storage key under which a form leaves what it sent for the confirmation page: the
// forms write it (send.ts, rememberSent) and the confirmation page reads it (sent.ts). In a file of
// its own that the islands' shared chunk holds (client/shared-chunk.ts): used by both the forms'
// chunk and the confirmation page's, it would otherwise take its module (the record's reader and
// writer) into a chunk of its own, one more file for each of them to load.
export const SENT_KEY = 'groomsite-sent';

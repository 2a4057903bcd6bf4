// Things a browser remembers for the rest of the day, each under its own local marker holding
// the date: a booking sent (one per browser per day, SPEC 4), and the pop-up closed or answered.
// Apart from send.ts because the runtime reads them too (islands/client/offer-dialog.ts), in the
// chunk every page loads, and needs nothing else of sending.
const today = (): string => new Date().toDateString();

function dayMarker(key: string): { isToday(): boolean; set(): void } {
  return {
    isToday() {
      try {
        return localStorage.getItem(key) === today();
      } catch {
        return false; // storage blocked: never stop a booking or an offer because of it
      }
    },
    set() {
      try {
        localStorage.setItem(key, today());
      } catch {
        /* storage blocked: nothing to remember */
      }
    },
  };
}

const booked = dayMarker('groomsite-booked-on');
const popupDone = dayMarker('groomsite-popup-done-on');

export const bookedToday = (): boolean => booked.isToday();
export const markBooked = (): void => booked.set();
/** The offer pop-up was closed or answered today: it does not open by itself again until tomorrow. */
export const popupDoneToday = (): boolean => popupDone.isToday();
export const markPopupDone = (): void => popupDone.set();

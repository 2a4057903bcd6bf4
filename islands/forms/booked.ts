// The package just booked, for the confirmation page (islands/BookedService.tsx) to name it in the
// same words as the card and the form. Its own small module: the confirmation page's script
// needs these few lines, not the forms. Kept for this tab only (sessionStorage), so the next
// visitor of a shared phone never sees it.
const BOOKED_SERVICE = 'groomsite-booked-service';

export function rememberBookedService(service: string): void {
  try {
    sessionStorage.setItem(BOOKED_SERVICE, service);
  } catch {
    /* storage blocked: the confirmation simply names no package */
  }
}

export function bookedService(): string {
  try {
    return sessionStorage.getItem(BOOKED_SERVICE) ?? '';
  } catch {
    return '';
  }
}

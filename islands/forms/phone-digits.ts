// SPEC 5's phone field: digits only, never more than its length, whether typed or pasted. One rule
// for the forms (phone-form.tsx) and for the quick offer's field while its form is still on its way
// (islands/client/offer-dialog.ts), so it sits in the chunk every page loads (shared-chunk.ts).
export function keepDigits(field: HTMLInputElement, length: number): void {
  field.value = field.value.replace(/\D/g, '').slice(0, length);
}

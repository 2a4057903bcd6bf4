// A WhatsApp chat with a number, its message already written: the one place the link is built,
// for the business's number on the pages and the confirmation, a lead's phone in the e-mail alert
// and on the desk, a visit's messages. Pure: the browser bundles it.

/** Digits with the country code, as tel: and WhatsApp want them: a 10-digit Indian number gets 91, any other keeps its digits. */
export function internationalDigits(phone: string | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits.length === 10 ? `91${digits}` : digits;
}

/** Opens WhatsApp on a phone, WhatsApp Web on a laptop, with `text` written (line breaks and ₹ kept). */
export function whatsappLink(phone: string | undefined, text: string): string {
  return `https://wa.me/${internationalDigits(phone)}?text=${encodeURIComponent(text)}`;
}

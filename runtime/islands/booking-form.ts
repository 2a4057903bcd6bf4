// The package booking form and the appointment modal (SPEC 4). Package Book buttons open the
// package form with pet and service preset; [data-open] controls open either. Errors are alerts
// in the package form and inline in the appointment form.
import type { RuntimeConfig } from '../config.ts';
import { closest, listenOnPage } from '../lib/dom.ts';
import { createModal, openOn } from '../lib/modal.ts';
import { validate, values, wireFields } from '../lib/fields.ts';
import { bookedToday, currentAddress, lookUpAddress, markBooked, sendLead } from '../lib/send.ts';

interface Props { successPath: string; addressRequired?: boolean }

const FIELDS = ['pet', 'name', 'phone', 'service', 'addOns', 'breed', 'address', 'request'] as const;

export default function bookingForm(el: HTMLElement, props: Props, config: RuntimeConfig): void {
  const inline = el.dataset.island === 'appointment-form';
  const form = el.querySelector('form')!;
  const submit = form.querySelector<HTMLButtonElement>('[type=submit]')!;
  const message = form.querySelector<HTMLElement>('.form-message');
  const modal = createModal(el, () => lookUpAddress(config));
  const say = (text: string): void => {
    if (inline && message) message.textContent = text;
    else alert(text);
  };
  const address = form.elements.namedItem('address') as HTMLInputElement;
  if (props.addressRequired === false) address.required = false;
  wireFields(form, config, () => { if (message) message.textContent = ''; });

  const presetPet = (pet: string | undefined): void => {
    const radio = form.querySelector<HTMLInputElement>(`input[name=pet][value="${pet}"]`);
    if (radio) radio.checked = true;
  };
  const presetService = (label: string | undefined): void => {
    if (!label) return;
    const select = form.elements.namedItem('service') as HTMLSelectElement;
    // Package labels ("Fur Fresh Spa - Rs. 999") need not be in the option list: add them.
    if (![...select.options].some((o) => o.value === label)) select.add(new Option(label, label));
    select.value = label;
  };

  openOn(el, modal);
  if (!inline) {
    listenOnPage(el, document, 'click', (e) => {
      const book = closest(e.target, '[data-book-service]');
      if (book) {
        presetPet(book.dataset.bookPet);
        presetService(book.dataset.bookService);
        modal.open();
        return;
      }
      // FOR DOG / FOR CAT: remember the pet, show its packages, and let the link jump to #grooming.
      const choose = closest(e.target, 'a[data-pet]');
      if (choose) {
        const pet = choose.dataset.pet!;
        presetPet(pet);
        document.querySelector<HTMLElement>(`#grooming [role=tab][id$="-tab-${pet.toLowerCase()}"]`)?.click();
      }
    });
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (submit.disabled) return;
    if (bookedToday()) return say(config.messages.alreadySubmitted);
    if (!validate(form, config)) return;
    submit.disabled = true;
    const result = await sendLead(config, 'booking-form', {
      ...values(form, FIELDS, config),
      user: 'true', status: 'true', path: location.href, serviceDate: '', serviceTime: '',
      remoteIP: currentAddress(), userAgent: navigator.userAgent,
    });
    submit.disabled = false;
    if (!result.ok) return say(result.message);
    markBooked();
    if (!inline) modal.close();
    location.assign(props.successPath);
  });
}

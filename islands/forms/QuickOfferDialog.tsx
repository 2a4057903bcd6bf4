// The quick phone-number popup (SPEC 3.2, 4) with the page's own offer: `heading` and `text` come
// from the page (none where no offer holds: then it offers a call back). The runtime opens and
// closes it (islands/client/offer-dialog.ts: after `autoOpenAfterMs` on a city page, SPEC's 15 s;
// elsewhere once the visitor has scrolled past `afterScrollPast`), and starts this island only when
// the visitor begins to fill it in; what is typed before then stays in the field (kept to digits by
// the opener), and a Confirm that comes first is made again once it has started. This is the form:
// it sends {phone, path}, shows every error under the phone input, and marks the pop-up done for
// the day once answered.
// A native <dialog>: the page behind is inert while it is open, without script of its own.
import { useRef } from 'react';
import { Honeypot, PhoneError, PhoneInput, usePhoneForm } from './phone-form.tsx';
import { rememberSent } from './send.ts';
import { markPopupDone } from './day-marks.ts';
import { useSubmit } from './submit.tsx';
import { useText } from '../runtime-config.tsx';

export default function QuickOfferDialog({ heading, text: words, successPath }: {
  heading?: string; text?: string; successPath: string;
  /** Read by the runtime (islands/client/offer-dialog.ts), written with the island's props. */
  autoOpenAfterMs?: number; afterScrollPast?: string;
}) {
  const text = useText();
  const form = usePhoneForm();
  const dialog = useRef<HTMLDialogElement>(null);

  const { sending, onSubmit, overlay } = useSubmit(form, {
    endpoint: 'booking-form', successPath,
    shownAt: () => Number(dialog.current?.dataset.shownAt) || undefined,
    body: () => ({ ...form.values(['phone']), path: location.href }),
    onSent: (_sent, id) => {
      markPopupDone();
      rememberSent({ kind: 'call-back', id, ...(heading && { offer: heading }) });
    },
    showError: form.showPhoneError,
  });

  return (
    <dialog ref={dialog} id="quick-offer" className="modal__dialog modal__dialog--small" aria-labelledby="quick-offer-title">
      <div className="modal__head">
        <h2 id="quick-offer-title">{heading ?? text('Shall we call you back?')}</h2>
        <button type="button" className="modal__close" aria-label={text('Close')}>×</button>
      </div>
      <p className="modal__text">{words ?? text("Leave your number and we'll call you back to find a time that suits you and your pet.")}</p>
      <form ref={form.formRef} className="lead-form" noValidate onInput={form.onInput} onSubmit={onSubmit}>
        <label className="visually-hidden" htmlFor="quick-offer-phone">{text('Phone number')}</label>
        <PhoneInput id="quick-offer-phone" form={form} placeholder={text('Phone Number *')} />
        <PhoneError id="quick-offer-phone" form={form} />
        <Honeypot />
        <button type="submit" className="button button--accent" disabled={sending}>{text('Confirm')}</button>
      </form>
      {overlay}
    </dialog>
  );
}

// The frame around every page: top bar (with the page's own offer), header, the no-van banner, footer, the call and chat
// buttons (not on /thank-you or the landing page) and the back-to-top button. The buttons are
// placed where they cover nothing (10-chrome.css): a bar along the bottom of a phone, with the
// page padded for it, and the margin beside the content on a wide screen.
import type { ReactNode } from 'react';
import { useRoute, useSite, useT } from '../context.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Header, TopBar, headerKey } from './Header.tsx';
import { Reused } from '../reuse.tsx';
import { Footer } from './Footer.tsx';
import { BackToTop } from '../../islands/server/widgets.tsx';
import { businessTelHref, whatsappHref } from '../../model/format.ts';
import { Icon } from '../art/Icons.tsx';
import { NoVanBanner } from '../sections/Offer.tsx';
import { usePlaceOffer } from '../place-offer.ts';

export function Layout({ children, floating = true, banner = true }: { children: ReactNode; floating?: boolean; banner?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const showFloating = floating && route.canonicalPath !== '/thank-you';
  const offer = usePlaceOffer();
  const t = useT();
  return (
    <>
      <a className="skip-link" href="#main">{t('Skip to content')}</a>
      <Reused partKey={`topbar:${offer.key}`}><TopBar offer={offer} /></Reused>
      <Reused partKey={headerKey(route.canonicalPath)}><Header /></Reused>
      <LanguageSwitch />
      <main id="main">
        {children}
        {/* Below the content, so the first screen sells; the forms and the confirmation say it again where it matters. */}
        {banner ? <NoVanBanner /> : null}
      </main>
      <Reused partKey="footer"><Footer /></Reused>
      <Reused partKey={`quick-actions:${showFloating ? 'floating' : 'top'}`}>
        <QuickActions floating={showFloating} />
      </Reused>
    </>
  );
}

/** The fixed buttons, in a landmark of their own so every bit of the page sits in one. */
export function QuickActions({ floating }: { floating: boolean }) {
  const site = useSite();
  const t = useT();
  return (
    <aside className={floating ? 'quick-actions quick-actions--bar' : 'quick-actions'} aria-label={t('Quick actions')}>
      {floating ? <FloatingButtons /> : null}
      <BackToTop after={site.raw.ui.backToTopAfterPx} icon={<Icon name="arrow" />} {...(site.language.stringsFile ? { label: t('Back to top') } : {})} />
    </aside>
  );
}


export function FloatingButtons() {
  const site = useSite();
  const t = useT();
  return (
    <div className="floating">
      <a className="floating__call" href={businessTelHref(site)} aria-label={t('Call {phone}', { phone: site.raw.contact.phoneDisplay })}><Icon name="phone" /><span className="floating__label">{t('Call')}</span></a>
      <a className="floating__chat" href={whatsappHref(site)} rel="noopener" aria-label={t('Chat on WhatsApp')}><Icon name="chat" /><span className="floating__label">WhatsApp</span></a>
    </div>
  );
}

// The frame around every page: top bar, header, the no-van banner, footer, floating call and
// chat buttons (not on /thank-you or the landing page) and the back-to-top button.
import type { ReactNode } from 'react';
import { useRoute, useSite } from '../context.tsx';
import { Header, TopBar, headerKey } from './Header.tsx';
import { Reused } from '../reuse.tsx';
import { Footer } from './Footer.tsx';
import { BackToTop } from '../islands/widgets.tsx';
import { telHref, whatsappHref } from '../../model/format.ts';
import { Icon } from '../art/Icons.tsx';
import { NoVanBanner } from '../sections/Offer.tsx';

export function Layout({ children, floating = true, banner = true }: { children: ReactNode; floating?: boolean; banner?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const showFloating = floating && route.canonicalPath !== '/thank-you';
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <Reused partKey="topbar"><TopBar /></Reused>
      <Reused partKey={headerKey(route.canonicalPath)}><Header /></Reused>
      <main id="main">
        {banner ? <NoVanBanner /> : null}
        {children}
      </main>
      <Reused partKey="footer"><Footer /></Reused>
      {/* Fixed buttons live in a landmark of their own, so every bit of the page sits in one. */}
      <Reused partKey={`quick-actions:${showFloating ? 'floating' : 'top'}`}>
        <aside className="quick-actions" aria-label="Quick actions">
          {showFloating ? <FloatingButtons /> : null}
          <BackToTop after={site.raw.ui.backToTopAfterPx} icon={<Icon name="arrow" />} />
        </aside>
      </Reused>
    </>
  );
}

export function FloatingButtons() {
  const site = useSite();
  return (
    <div className="floating">
      <a className="floating__call" href={telHref(site)} aria-label={`Call ${site.raw.contact.phoneDisplay}`}><Icon name="phone" /></a>
      <a className="floating__chat" href={whatsappHref(site)} rel="noopener" aria-label="Chat on WhatsApp"><Icon name="chat" /></a>
    </div>
  );
}

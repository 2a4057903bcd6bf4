// The frame around every page: top bar, header, the no-van banner, footer, floating call and
// chat buttons (not on /thank-you or the landing page) and the back-to-top button.
import type { ReactNode } from 'react';
import { useRoute, useSite } from '../context.tsx';
import { Header, TopBar } from './Header.tsx';
import { Footer } from './Footer.tsx';
import { Island } from '../islands/Island.tsx';
import { telHref, whatsappHref } from '../format.ts';

export function Layout({ children, floating = true }: { children: ReactNode; floating?: boolean }) {
  const site = useSite();
  const route = useRoute();
  const showFloating = floating && route.canonicalPath !== '/thank-you';
  return (
    <>
      <a className="skip-link" href="#main">Skip to content</a>
      <TopBar />
      <Header />
      <p className="banner">{site.raw.banner.noVan}</p>
      <main id="main">{children}</main>
      <Footer />
      {showFloating ? <FloatingButtons /> : null}
      <Island name="back-to-top" props={{ after: site.raw.ui.backToTopAfterPx }}>
        <a className="back-to-top" href="#top" aria-label="Back to top" hidden>↑</a>
      </Island>
    </>
  );
}

export function FloatingButtons() {
  const site = useSite();
  return (
    <div className="floating">
      <a className="floating__call" href={telHref(site)} aria-label={`Call ${site.raw.contact.phoneDisplay}`}>Call</a>
      <a className="floating__chat" href={whatsappHref(site)} rel="noopener" aria-label="Chat on WhatsApp">Chat</a>
    </div>
  );
}

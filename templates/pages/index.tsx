// Which component renders which page of the route table.
import type { ReactElement } from 'react';
import type { PageSpec } from '../../model/routes.ts';
import { HomePage } from './Home.tsx';
import { HaircutPage, PetGroomingPage, PetPackagesPage, PriceListPage } from './PricePages.tsx';
import { CityPage } from './CityPage.tsx';
import { LandingPage } from './Landing.tsx';
import { BlogListPage, PostPage } from './Blog.tsx';
import { AboutPage, ContactPage, GalleryPage, PrivacyPage } from './Company.tsx';
import { VisitPage } from './Visit.tsx';
import { BookingConfirmPage, ContactConfirmPage, NotFoundPage, ThankYouPage, ThanksPage } from './Confirm.tsx';

export function pageElement(page: PageSpec, title: string): ReactElement {
  const heading = 'heading' in page && page.heading ? page.heading : title;
  switch (page.template) {
    case 'home': return <HomePage />;
    case 'pet-grooming': return <PetGroomingPage heading={heading} />;
    case 'pet-hair-cutting': return <HaircutPage heading={heading} />;
    case 'price': return <PriceListPage heading={heading} />;
    case 'pet-packages': return <PetPackagesPage pet={page.pet} heading={heading} />;
    case 'about': return <AboutPage heading={heading} />;
    case 'gallery': return <GalleryPage heading={heading} />;
    case 'blog': return <BlogListPage heading={heading} pageNumber={page.pageNumber} pageCount={page.pageCount} posts={page.posts} />;
    case 'contact': return <ContactPage heading={heading} />;
    case 'privacy-policy': return <PrivacyPage heading={heading} />;
    case 'booking-confirm': return <BookingConfirmPage />;
    case 'thank-you': return <ThankYouPage />;
    case 'thanks': return <ThanksPage />;
    case 'contact-confirm': return <ContactConfirmPage heading={heading} />;
    case 'city': return page.city.landing
      ? <LandingPage city={page.city} />
      : <CityPage city={page.city} />;
    case 'locality': return <CityPage city={page.locality.city} locality={page.locality} />;
    case 'post': return <PostPage post={page.post} />;
    case 'not-found': return <NotFoundPage />;
    case 'visit-link': return <VisitPage />;
  }
}

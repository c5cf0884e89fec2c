import type { ReactNode } from 'react';
import { NoticesList } from './NoticesList';
import { OfficeAddresses } from '../../blocks/OfficeAddresses';
import { ReceptionDays } from './ReceptionDays';
import { OnlineServicesBlock, ServicesBlock } from '../../blocks/ServicesBlock';
import { AboutBlock } from './AboutBlock';
import { WebLinksCarousel } from './WebLinksCarousel';
import { WelcomeBanner } from './WelcomeBanner';

/**
 * The home blocks after the news, in the order of requirements §2 (their queries are prefetched by the
 * loader). The contact and subscription forms belong to other features: the app layer hands them
 * in (src/app/HomeBelowFoldWithForms.tsx), so this feature never imports another one.
 */
export function HomeBelowFold({
  contactForm,
  subscribeForm,
}: {
  contactForm: ReactNode;
  subscribeForm: ReactNode;
}) {
  return (
    <>
      <div className="container">
        <WelcomeBanner />
        <ServicesBlock />
        <OnlineServicesBlock />
        <div className="home-offices">
          <ReceptionDays />
          <OfficeAddresses />
        </div>
        <WebLinksCarousel />
        <NoticesList />
      </div>

      <div className="container home-contact">{contactForm}</div>

      <div className="container">
        <AboutBlock />
      </div>

      <div className="home-subscribe">
        <div className="container">{subscribeForm}</div>
      </div>
    </>
  );
}

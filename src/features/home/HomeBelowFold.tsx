import { NoticesList } from '../../shared/blocks/NoticesList';
import { OfficeAddresses } from '../../shared/blocks/OfficeAddresses';
import { ReceptionDays } from '../../shared/blocks/ReceptionDays';
import { OnlineServicesBlock, ServicesBlock } from '../../shared/blocks/ServicesBlock';
import { ContactForm } from '../contact';
import { SubscribeForm } from '../subscription';
import { AboutBlock } from './AboutBlock';
import { WebLinksCarousel } from './WebLinksCarousel';
import { WelcomeBanner } from './WelcomeBanner';

/** The home blocks after the news, in the order of spec §2 (their queries are prefetched by the loader). */
export default function HomeBelowFold() {
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

      <div className="container home-contact">
        <ContactForm />
      </div>

      <div className="container">
        <AboutBlock />
      </div>

      <div className="home-subscribe">
        <div className="container">
          <SubscribeForm variant="strip" />
        </div>
      </div>
    </>
  );
}

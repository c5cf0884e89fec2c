import { ContactForm } from '../features/contact-form';
import { HomeBelowFold } from '../features/home/HomeBelowFold';
import { SubscribeForm } from '../features/subscription';

/**
 * The home page's lower part with the two forms of other features placed in it. Loaded lazily
 * (HomeRoute.tsx) so, as before, none of it is in the first page's critical JS.
 */
export default function HomeBelowFoldWithForms() {
  return <HomeBelowFold contactForm={<ContactForm />} subscribeForm={<SubscribeForm variant="strip" />} />;
}

import { ContactForm } from '../features/contact-form';
import { ContactsPage } from '../features/contacts/ContactsPage';

/** The `contacts` page: the offices page with the contact form (another feature's) handed in. */
export function Component() {
  return <ContactsPage contactForm={<ContactForm />} />;
}

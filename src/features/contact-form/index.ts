// Public entry of the contact form feature: pages place <ContactForm /> (home, /contacts).
export { ContactForm, preloadContactFormBody } from './ContactForm';

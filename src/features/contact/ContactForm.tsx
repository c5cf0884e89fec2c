// Placeholder: built by the forms issue.
export function ContactForm() {
  return <section aria-label="Contact form" className="contact-form-placeholder" />;
}

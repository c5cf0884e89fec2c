/**
 * The one e-mail rule of the site's forms and the mock's form handlers (requirements §5's "{email}" shape),
 * kept in the contract layer because both sides may import src/api: local@domain.tld — something,
 * one @, a domain of dot-separated labels, no spaces, at most 254 characters (the longest address
 * SMTP carries). Deliberately loose: the server is the judge of deliverability.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const MAX_EMAIL_LENGTH = 254;

export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= MAX_EMAIL_LENGTH && EMAIL_SHAPE.test(trimmed);
}

/**
 * Spec §5's "{email}" shape, local@domain.tld: something, one @, something, a dot, something;
 * no spaces. Deliberately loose — the server is the judge of deliverability.
 */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

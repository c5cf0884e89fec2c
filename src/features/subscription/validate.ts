import type { LangText } from '../../api/types';
import { isEmailAddress } from '../../api/email';
import { commonTexts } from '../../i18n/texts';

export interface SubscriptionValues {
  email: string;
  consent: boolean;
  captcha: string | null;
}

export type SubscriptionField = 'email' | 'consent' | 'captcha';

/** The fields in the order they appear (and take focus) on the form. */
export const SUBSCRIPTION_FIELDS: readonly SubscriptionField[] = ['email', 'consent', 'captcha'];

export type SubscriptionErrors = Partial<Record<SubscriptionField, LangText>>;

/**
 * Requirements §5. The original kept only the last failing message; here every failing check is reported
 * so a visitor sees at once all that is missing (requirements §5's deviation, decision 0013). The request is sent only
 * when this returns no error.
 */
export function validateSubscription(values: SubscriptionValues): SubscriptionErrors {
  const errors: SubscriptionErrors = {};
  if (!isEmailAddress(values.email)) errors.email = commonTexts.enterValidEmail;
  if (!values.consent) errors.consent = commonTexts.readRules;
  if (!values.captcha) errors.captcha = commonTexts.captchaRequired;
  return errors;
}

export function hasErrors(errors: object): boolean {
  return Object.keys(errors).length > 0;
}

import { describe, expect, it } from 'vitest';
import { validateSubscription } from './validate';
import { commonTexts } from '../../i18n/texts';

const VALID = 'visitor@example.com';

describe('validateSubscription (requirements §5)', () => {
  // Every combination of the three rules: each failing rule gives exactly its own message.
  const combos = [true, false].flatMap((emailOk) =>
    [true, false].flatMap((consent) => [true, false].map((captchaOk) => ({ emailOk, consent, captchaOk }))),
  );

  it.each(combos)(
    'email ok=$emailOk, consent=$consent, captcha ok=$captchaOk',
    ({ emailOk, consent, captchaOk }) => {
      const errors = validateSubscription({
        email: emailOk ? VALID : 'not-an-email',
        consent,
        captcha: captchaOk ? 'offline-captcha.x' : null,
      });
      expect(errors.email).toBe(emailOk ? undefined : commonTexts.enterValidEmail);
      expect(errors.consent).toBe(consent ? undefined : commonTexts.readRules);
      expect(errors.captcha).toBe(captchaOk ? undefined : commonTexts.captchaRequired);
      expect(Object.keys(errors)).toHaveLength([emailOk, consent, captchaOk].filter((ok) => !ok).length);
    },
  );

  it.each([
    '',
    '   ',
    'plain',
    'a@b',
    '@example.com',
    'a@.com',
    'a b@example.com',
    'a@@example.com',
    'a@example.',
    'a@example..com',
  ])('refuses %j as an e-mail', (email) => {
    expect(validateSubscription({ email, consent: true, captcha: 't' }).email).toBe(
      commonTexts.enterValidEmail,
    );
  });

  it.each(['a@b.co', 'first.last+tag@mail.example.tm', '  spaced@example.com  ', 'ÝAZ@poçta.tm'])(
    'accepts %j',
    (email) => {
      expect(validateSubscription({ email, consent: true, captcha: 't' })).toEqual({});
    },
  );

  it('uses the exact English texts of requirements §5', () => {
    expect(commonTexts.enterValidEmail.en).toBe('Enter valid email address!');
    expect(commonTexts.readRules.en).toBe('Read rules and check the box!');
    expect(commonTexts.captchaRequired.en).toBe('Captcha is required!');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isOfflineCaptchaToken } from '../../api/captcha';
import type { Lang } from '../../api/types';
import { setLang } from '../../i18n/lang';
import { apiAnswer, apiError, apiHeld, apiNetworkError } from '../../../tests/support/unit/api-handlers';
import { recordRequests, requestsTo, server } from '../../../tests/support/unit/server';
import { SubscribeForm } from './index';
import { commonTexts } from '../../i18n/texts';
import { formTexts } from '../../shared/forms/texts';

const DETAIL = {
  tm: 'Bu salgy eýýäm abuna',
  ru: 'Этот адрес уже подписан',
  en: 'This address is already subscribed',
};
const OK = { message: DETAIL };

/** The subscription requests the form posted, as the server received them. */
function subscriptionsSent() {
  const requests = recordRequests();
  const sent = () => requestsTo(requests, 'createSubscription');
  return {
    count: () => sent().length,
    forms: () => Promise.all(sent().map((request) => request.form())),
  };
}

function renderForm(variant: 'header' | 'strip' = 'strip') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ delay: null });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SubscribeForm variant={variant} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user, ...view };
}

const emailBox = () => screen.findByRole('textbox', { name: 'E-mail' });
const consentBox = () => screen.getByRole('checkbox', { name: 'I have read and accept the rules' });
const captchaBox = () => screen.findByRole('checkbox', { name: "I'm not a robot" });
const submit = () => screen.getByRole('button', { name: 'Subscribe' });
const q = (text: string) => screen.queryByText(text);

function lang(value: Lang) {
  act(() => setLang(value));
}

beforeEach(() => lang('en'));
afterEach(() => lang('tm'));

describe('SubscribeForm: fields', () => {
  it('has a labelled e-mail field, a consent box linking to the rules, and no captcha before consent', async () => {
    renderForm();
    const email = await emailBox();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'rules' })).toHaveAttribute('href', '/en/pages/ylalashyk');
    expect(consentBox()).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull();
    expect(screen.getByRole('region', { name: 'Newsletter subscription' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Newsletter subscription' })).toBeInTheDocument();
    // The body is a lazy chunk rendered outside act(): its store subscription may still be pending
    // when the language changes, so the new texts are awaited rather than read at once.
    lang('tm');
    expect(
      await screen.findByRole('checkbox', { name: 'Düzgünleri okadym we kabul edýärin' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Düzgünleri' })).toHaveAttribute('href', '/tm/pages/ylalashyk');
    lang('ru');
    expect(
      await screen.findByRole('checkbox', { name: 'Я прочитал(а) и принимаю правила' }),
    ).toBeInTheDocument();
  });

  it('shows the captcha only while consent is ticked', async () => {
    const { user } = renderForm();
    await emailBox();
    await user.click(consentBox());
    expect(await captchaBox()).not.toBeChecked();
    await user.click(consentBox());
    expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull();
    await user.click(consentBox());
    expect(await captchaBox()).toBeInTheDocument();
  });

  it('the header variant is a named compact form without a heading', async () => {
    renderForm('header');
    await emailBox();
    expect(screen.getByRole('form', { name: 'Quick newsletter subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('SubscribeForm: validation (every combination)', () => {
  const combos = [true, false]
    .flatMap((emailOk) =>
      [true, false].flatMap((consent) => [true, false].map((captchaOk) => ({ emailOk, consent, captchaOk }))),
    )
    .filter(({ consent, captchaOk }) => consent || !captchaOk); // the captcha cannot be solved without consent

  it.each(combos)(
    'email ok=$emailOk consent=$consent captcha=$captchaOk',
    async ({ emailOk, consent, captchaOk }) => {
      server.use(apiAnswer('createSubscription', OK));
      const create = subscriptionsSent();
      const { user } = renderForm();
      await user.type(await emailBox(), emailOk ? 'visitor@example.com' : 'visitor@');
      if (consent) await user.click(consentBox());
      if (captchaOk) await user.click(await captchaBox());
      await user.click(submit());

      const allOk = emailOk && consent && captchaOk;
      if (allOk) {
        await screen.findByText(commonTexts.activationSent.en);
        expect(create.count()).toBe(1);
        return;
      }
      expect(create.count()).toBe(0);
      expect(q('Enter valid email address!') !== null).toBe(!emailOk);
      expect(q('Read rules and check the box!') !== null).toBe(!consent);
      expect(q('Captcha is required!') !== null).toBe(!captchaOk);

      const email = screen.getByRole('textbox', { name: 'E-mail' });
      if (!emailOk) {
        expect(email).toHaveAttribute('aria-invalid', 'true');
        expect(email).toHaveAccessibleDescription('Enter valid email address!');
        expect(email).toHaveFocus(); // the first failing field takes focus
      } else expect(email).not.toHaveAttribute('aria-invalid');
      if (!consent) expect(consentBox()).toHaveAccessibleDescription('Read rules and check the box!');
      if (consent && !captchaOk) {
        expect(await captchaBox()).toHaveAttribute('aria-invalid', 'true');
        expect(await captchaBox()).toHaveAccessibleDescription(/Captcha is required!/);
      }
    },
  );

  it('messages follow the input after a first attempt and show in the current language', async () => {
    const { user } = renderForm();
    // The form's body is a lazy chunk: when this test runs first, it has not arrived yet.
    await emailBox();
    await user.click(submit());
    expect(q('Enter valid email address!')).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a@b.tm');
    expect(q('Enter valid email address!')).toBeNull();
    expect(q('Read rules and check the box!')).not.toBeNull();
    lang('ru');
    expect(await screen.findByText(commonTexts.readRules.ru)).toBeInTheDocument();
    expect(screen.getByText(commonTexts.captchaRequired.ru)).toBeInTheDocument();
    lang('tm');
    expect(await screen.findByText(commonTexts.readRules.tm)).toBeInTheDocument();
  });
});

async function fillValid(user: ReturnType<typeof userEvent.setup>, address = 'visitor@example.com') {
  await user.type(await emailBox(), address);
  await user.click(consentBox());
  await user.click(await captchaBox());
}

describe('SubscribeForm: sending', () => {
  it('posts e-mail and offline captcha token, shows the green message and keeps the e-mail', async () => {
    server.use(apiAnswer('createSubscription', OK));
    const create = subscriptionsSent();
    const { user } = renderForm();
    await fillValid(user, '  visitor@example.com ');
    await user.click(submit());
    const message = await screen.findByText('We sent activation link to your email address');
    expect(message).toHaveAttribute('role', 'status');
    const [request, ...more] = await create.forms();
    expect(more).toEqual([]);
    expect(Object.keys(request ?? {}).sort()).toEqual(['captcha', 'email']);
    expect(request?.email).toBe('visitor@example.com');
    expect(isOfflineCaptchaToken(request?.captcha)).toBe(true);
    expect(localStorage.getItem('email')).toBe('visitor@example.com');
    lang('tm');
    expect(await screen.findByText(commonTexts.activationSent.tm)).toBeInTheDocument();
  });

  it('shows a spinner and sends once however often the button is pressed', async () => {
    const held = apiHeld('createSubscription', OK);
    server.use(held.handler);
    const create = subscriptionsSent();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(create.count()).toBe(1));
    await user.click(busy);
    await user.keyboard('{Enter}');
    act(() => held.release());
    await screen.findByText(commonTexts.activationSent.en);
    expect(create.count()).toBe(1);
  });

  it("shows the server's detail in red in the current language and follows a language switch", async () => {
    server.use(apiError('createSubscription', 400, DETAIL));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    const alert = await screen.findByText(DETAIL.en);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert.closest('.subscribe__result')).toHaveClass('subscribe__result--error');
    lang('ru');
    expect(await screen.findByText(DETAIL.ru)).toBeInTheDocument();
    lang('tm');
    expect(await screen.findByText(DETAIL.tm)).toBeInTheDocument();
    expect(localStorage.getItem('email')).toBeNull();
    // The input is kept, the spent captcha is not.
    expect(screen.getByRole('textbox', { name: 'E-poçta' })).toHaveValue('visitor@example.com');
    expect(await screen.findByRole('checkbox', { name: 'Men robot däl' })).not.toBeChecked();
  });

  it('says clearly when the network fails', async () => {
    server.use(apiNetworkError('createSubscription'));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText(formTexts.networkFailure.en)).toHaveAttribute('role', 'alert');
  });

  it('falls back to a generic text when the refusal has no detail', async () => {
    server.use(apiError('createSubscription', 500));
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
  });

  it.each(['success', 'failure'] as const)(
    'the clear button resets everything after a %s',
    async (outcome) => {
      server.use(
        outcome === 'success'
          ? apiAnswer('createSubscription', OK)
          : apiError('createSubscription', 400, DETAIL),
      );
      const { user } = renderForm();
      expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
      await fillValid(user);
      await user.click(submit());
      await screen.findByText(outcome === 'success' ? commonTexts.activationSent.en : DETAIL.en);
      await user.click(screen.getByRole('button', { name: 'Clear' }));
      expect(q(commonTexts.activationSent.en)).toBeNull();
      expect(q(DETAIL.en)).toBeNull();
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('');
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
      expect(consentBox()).not.toBeChecked();
      expect(screen.queryByRole('checkbox', { name: "I'm not a robot" })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
      // Nothing left over: a new attempt starts from scratch.
      await user.click(submit());
      expect(q('Captcha is required!')).not.toBeNull();
      expect(q('Read rules and check the box!')).not.toBeNull();
    },
  );

  it('a second subscription needs a new captcha solve', async () => {
    server.use(apiAnswer('createSubscription', OK));
    const create = subscriptionsSent();
    const { user } = renderForm();
    await fillValid(user);
    await user.click(submit());
    await screen.findByText(commonTexts.activationSent.en);
    await user.click(submit());
    expect(await screen.findByText('Captcha is required!')).toBeInTheDocument();
    expect(create.count()).toBe(1);
    await user.click(await captchaBox());
    await user.click(submit());
    await waitFor(() => expect(create.count()).toBe(2));
    const [first, second] = await create.forms();
    expect(isOfflineCaptchaToken(second?.captcha)).toBe(true);
    expect(second?.captcha).not.toBe(first?.captcha);
  });

  it('two forms on one page keep unique ids', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <SubscribeForm variant="header" />
          <SubscribeForm variant="strip" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const fields = await screen.findAllByRole('textbox', { name: 'E-mail' });
    expect(fields).toHaveLength(2);
    // One landmark per name (WCAG 1.3.1): the header's form and the strip's region differ.
    expect(screen.getByRole('form', { name: 'Quick newsletter subscription' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Newsletter subscription' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Newsletter subscription' })).toBeNull();
    expect(fields[0]?.id).not.toBe(fields[1]?.id);
    const forms = screen.getAllByRole('checkbox', { name: /I have read/ });
    expect(within(forms[0]!.closest('form')!).getAllByRole('checkbox')).toHaveLength(1);
  });
});

/** The alerts that say what failed (the forms' other live regions stay mounted, empty). */
const announced = () =>
  screen.queryAllByRole('alert').filter((el) => /^Please correct/.test(el.textContent ?? ''));

describe('SubscribeForm: errors announced however it is sent', () => {
  it('Enter in the e-mail field says what failed, in a new alert each time; the next change removes it', async () => {
    const { user } = renderForm();
    const email = await emailBox();
    await user.click(email);
    await user.keyboard('{Enter}');
    const [first] = announced();
    expect(announced()).toHaveLength(1);
    expect(first).toHaveTextContent(
      'Please correct: Enter valid email address! Read rules and check the box!',
    );
    expect(email).toHaveFocus();
    await user.keyboard('{Enter}');
    // A new element, so a screen reader reads the same text again.
    expect(announced()).toHaveLength(1);
    expect(announced()[0]).not.toBe(first);
    await user.type(email, 'a');
    expect(announced()).toEqual([]);
  });
});

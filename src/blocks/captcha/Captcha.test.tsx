import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, forwardRef, useImperativeHandle } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isOfflineCaptchaToken } from '../../api/captcha';
import { setLang } from '../../i18n/lang';
import { Captcha, type CaptchaHandle } from './index';
import OfflineCaptcha from './OfflineCaptcha';

// A stand-in for Google's widget: the real one needs its script from google.com.
const recaptcha = vi.hoisted(() => ({ reset: vi.fn(), props: null as null | Record<string, unknown> }));
vi.mock('react-google-recaptcha', () => {
  interface FakeProps {
    onChange?: (token: string | null) => void;
    onExpired?: () => void;
    onErrored?: () => void;
  }
  const Fake = forwardRef<{ reset(): void }, FakeProps>(function Fake(props, ref) {
    recaptcha.props = props as Record<string, unknown>;
    useImperativeHandle(ref, () => ({ reset: recaptcha.reset }));
    return (
      <div data-testid="fake-recaptcha">
        <button type="button" onClick={() => props.onChange?.('google-token')}>
          solve
        </button>
        <button type="button" onClick={() => props.onExpired?.()}>
          expire
        </button>
        <button type="button" onClick={() => props.onErrored?.()}>
          error
        </button>
      </div>
    );
  });
  return { default: Fake };
});

afterEach(() => {
  vi.useRealTimers();
  act(() => setLang('tm'));
});

describe('offline captcha (no site key)', () => {
  it('is a labelled checkbox in the current language that yields an offline token, and null when unticked', async () => {
    act(() => setLang('en'));
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Captcha siteKey="" onChange={onChange} />);
    const box = await screen.findByRole('checkbox', { name: "I'm not a robot" });
    await user.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(isOfflineCaptchaToken(onChange.mock.calls[0]?.[0])).toBe(true);
    expect(screen.getByText('Verification passed')).toBeInTheDocument();
    await user.click(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => setLang('ru'));
    expect(screen.getByRole('checkbox', { name: 'Я не робот' })).toBeInTheDocument();
    act(() => setLang('tm'));
    expect(screen.getByRole('checkbox', { name: 'Men robot däl' })).toBeInTheDocument();
  });

  it('is operable with the keyboard', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Captcha siteKey="" onChange={onChange} />);
    await screen.findByRole('checkbox');
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(isOfflineCaptchaToken(onChange.mock.calls[0]?.[0])).toBe(true);
  });

  it('expires like reCAPTCHA: unticked, null, and says so', async () => {
    act(() => setLang('en'));
    const onChange = vi.fn();
    render(<Captcha siteKey="" onChange={onChange} expiresInMs={50} />);
    const box = await screen.findByRole('checkbox');
    act(() => box.click());
    expect(onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
    expect(box).not.toBeChecked();
    expect(screen.getByText('Verification expired. Check the box again.')).toBeInTheDocument();
  });

  it('expires after two minutes by default', async () => {
    const onChange = vi.fn();
    render(<Captcha siteKey="" onChange={onChange} />);
    const box = await screen.findByRole('checkbox');
    vi.useFakeTimers();
    act(() => box.click());
    act(() => {
      vi.advanceTimersByTime(119_000);
    });
    expect(box).toBeChecked();
    act(() => {
      vi.advanceTimersByTime(1_500);
    });
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('resets through its handle', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    render(<Captcha siteKey="" onChange={onChange} ref={ref} id="cap" />);
    const box = await screen.findByRole('checkbox');
    expect(box).toHaveAttribute('id', 'cap');
    act(() => box.click());
    act(() => ref.current?.reset());
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => ref.current?.focus());
    expect(box).toHaveFocus();
  });

  it('resets when its key changes', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Captcha key={1} siteKey="" onChange={onChange} />);
    const box = await screen.findByRole('checkbox');
    act(() => box.click());
    rerender(<Captcha key={2} siteKey="" onChange={onChange} />);
    expect(await screen.findByRole('checkbox')).not.toBeChecked();
  });

  it('exposes the invalid state and its error description', async () => {
    render(
      <>
        <Captcha siteKey="" onChange={() => undefined} invalid describedBy="err" />
        <p id="err">Captcha is required!</p>
      </>,
    );
    const box = await screen.findByRole('checkbox');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Captcha is required!');
  });
});

describe('reCAPTCHA (site key configured)', () => {
  it('renders the Google widget, light theme, normal size, in the page language', async () => {
    act(() => setLang('ru'));
    render(<Captcha siteKey="site-key-123" onChange={() => undefined} />);
    await screen.findByTestId('fake-recaptcha');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(recaptcha.props).toMatchObject({
      sitekey: 'site-key-123',
      theme: 'light',
      size: 'normal',
      hl: 'ru',
    });
  });

  it('passes solve and expiry through, and resets the widget through the handle', async () => {
    const onChange = vi.fn();
    const ref = createRef<CaptchaHandle>();
    const user = userEvent.setup({ delay: null });
    render(<Captcha siteKey="k" onChange={onChange} ref={ref} id="cap" />);
    await screen.findByTestId('fake-recaptcha');
    await user.click(screen.getByRole('button', { name: 'solve' }));
    expect(onChange).toHaveBeenLastCalledWith('google-token');
    await user.click(screen.getByRole('button', { name: 'expire' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    recaptcha.reset.mockClear();
    act(() => ref.current?.reset());
    expect(recaptcha.reset).toHaveBeenCalledTimes(1);
    act(() => ref.current?.focus());
    expect(document.getElementById('cap')).toHaveFocus();
  });

  it('tells the visitor when the widget cannot load', async () => {
    act(() => setLang('en'));
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    render(<Captcha siteKey="k" onChange={onChange} />);
    await screen.findByTestId('fake-recaptcha');
    await user.click(screen.getByRole('button', { name: 'error' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The captcha could not be loaded');
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});

describe('the offline captcha on a prerendered page', () => {
  let container: HTMLDivElement;
  let root: Root | undefined;

  /** The box as the prerender sends it, in the page. */
  function prerendered(): HTMLInputElement {
    container = document.createElement('div');
    container.innerHTML = renderToString(<OfflineCaptcha siteKey="" onChange={() => {}} />);
    document.body.append(container);
    return container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
  }

  async function hydrate(onChange: (token: string | null) => void): Promise<void> {
    // Async act: hydration commits in a task of its own.
    await act(() => {
      root = hydrateRoot(container, <OfflineCaptcha siteKey="" onChange={onChange} />);
      return Promise.resolve();
    });
  }

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  it('adopts a tick made before the app started: the form gets its token and the box stays ticked', async () => {
    // The visitor ticks the prerendered box: no React listener yet.
    prerendered().click();
    const onChange = vi.fn();
    await hydrate(onChange);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(isOfflineCaptchaToken(onChange.mock.calls[0]![0] as string)).toBe(true);
    const box = within(container).getByRole('checkbox');
    expect(box).toBeChecked();
    expect(within(container).getByRole('status')).toHaveTextContent('Barlag geçildi');
    // One click unticks it, as the box shows.
    await userEvent.click(box);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(box).not.toBeChecked();
  });

  it('leaves an unticked box alone', async () => {
    prerendered();
    const onChange = vi.fn();
    await hydrate(onChange);
    expect(onChange).not.toHaveBeenCalled();
    expect(within(container).getByRole('checkbox')).not.toBeChecked();
  });
});

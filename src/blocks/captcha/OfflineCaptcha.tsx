import {
  useEffect,
  useEffectEvent,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { makeOfflineCaptchaToken } from '../../api/captcha';
import { useT } from '../../i18n/useT';
import type { CaptchaImplProps } from './types';
import { captchaTexts } from './texts';

/** Same lifetime as a reCAPTCHA token, so forms meet expiry in development as they will in production. */
export const OFFLINE_CAPTCHA_LIFETIME_MS = 120_000;

/**
 * The captcha used when no reCAPTCHA site key is configured (development, tests, offline demos).
 * A native checkbox, so it is keyboard- and screen-reader-operable without extra ARIA. Its token
 * carries the `offline-captcha.` prefix the mock accepts; a real backend refuses it.
 */
export default function OfflineCaptcha({
  onChange,
  id,
  invalid,
  describedBy,
  expiresInMs = OFFLINE_CAPTCHA_LIFETIME_MS,
  ref,
}: CaptchaImplProps) {
  const t = useT();
  const ownId = useId();
  const inputId = id ?? `${ownId}-captcha`;
  const statusId = `${ownId}-status`;
  const [checked, setChecked] = useState(false);
  const [expired, setExpired] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const expire = useEffectEvent(() => {
    setChecked(false);
    setExpired(true);
    onChange(null);
  });

  useEffect(() => {
    if (!checked) return;
    const timer = window.setTimeout(expire, expiresInMs);
    return () => window.clearTimeout(timer);
  }, [checked, expiresInMs]);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        setChecked(false);
        setExpired(false);
        onChange(null);
      },
      focus() {
        input.current?.focus();
      },
    }),
    [onChange],
  );

  const tick = (next: boolean) => {
    setChecked(next);
    setExpired(false);
    onChange(next ? makeOfflineCaptchaToken() : null);
  };
  const toggle = (event: ChangeEvent<HTMLInputElement>) => tick(event.target.checked);
  const tickedBeforeStart = useEffectEvent(() => tick(true));

  // A box ticked on the prerendered page before the app started: hydration leaves the tick in the
  // page but not in this state, so the form would say the captcha is missing under a ticked box
  // (and the next click would untick it). The box has no name, so the form's own adoption of what
  // was typed before the start (useTypedBeforeStart) does not see it: it is adopted here, in the
  // commit that hydrates it. A box the client rendered itself is never ticked at mount.
  useLayoutEffect(() => {
    if (input.current?.checked) tickedBeforeStart();
  }, []);

  const status = checked ? t(captchaTexts.verified) : expired ? t(captchaTexts.expired) : '';
  const described = [describedBy, status ? statusId : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <div
      className={`captcha captcha--offline${invalid ? ' captcha--invalid' : ''}${checked ? ' captcha--solved' : ''}`}
    >
      <div className="captcha__row">
        <input
          ref={input}
          id={inputId}
          type="checkbox"
          className="captcha__box"
          checked={checked}
          onChange={toggle}
          aria-invalid={invalid || undefined}
          aria-describedby={described}
        />
        <label htmlFor={inputId} className="captcha__label">
          {t(captchaTexts.notRobot)}
        </label>
      </div>
      <p className="captcha__note">{t(captchaTexts.offlineNote)}</p>
      <p
        id={statusId}
        className={`captcha__status${expired ? ' captcha__status--expired' : ''}`}
        role="status"
      >
        {status}
      </p>
    </div>
  );
}

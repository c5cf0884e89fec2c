import type { Ref } from 'react';

/** What a form can do with its captcha besides listening to `onChange`. */
export interface CaptchaHandle {
  /** Back to unsolved; `onChange(null)` is called. */
  reset(): void;
  /** Moves keyboard focus to the captcha (error summaries link to it). */
  focus(): void;
}

export interface CaptchaProps {
  /** A token when solved; `null` when it expires, is unticked or reset. */
  onChange: (token: string | null) => void;
  /** Id of the element that takes focus, so a label or an error link can point at it. */
  id?: string;
  invalid?: boolean;
  /** Id(s) of the error message describing the captcha. */
  describedBy?: string;
  /** Offline captcha only: how long a solved check stays valid (reCAPTCHA's own is ~2 minutes). */
  expiresInMs?: number;
  ref?: Ref<CaptchaHandle>;
}

export interface CaptchaImplProps extends CaptchaProps {
  siteKey: string;
}

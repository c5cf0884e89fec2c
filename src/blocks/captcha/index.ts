// Public entry of the captcha used by the visitor forms (subscription, contact).
export { Captcha, loadCaptcha, preloadCaptcha } from './Captcha';
export type { CaptchaHandle, CaptchaProps } from './types';

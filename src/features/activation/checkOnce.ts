import { api } from '../../api/client';
import type { MessageBody } from '../../api/types';

/**
 * An activation token works once. React's StrictMode runs effects twice in development and a
 * visitor may come back to the page within the same session: either way the POST must leave only
 * once per token, so its promise is kept here and shared.
 */
const checks = new Map<string, Promise<MessageBody>>();

export function checkSubscriptionOnce(token: string, email?: string): Promise<MessageBody> {
  let pending = checks.get(token);
  if (!pending) {
    pending = api.checkSubscription(email ? { token, email } : { token });
    checks.set(token, pending);
  }
  return pending;
}

/** After a network failure the token was not used, so a retry may post again. */
export function forgetCheck(token: string): void {
  checks.delete(token);
}

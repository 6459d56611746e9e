import { CP_SIGNUP_HOST, DEFAULT_PUBLISHER, type Publisher } from '@booktutor/contracts/domain-values';

/** The client sets the publisher: 'CP' on CP's own sign-up host, otherwise the default (spec section 6). */
export function publisherForHost(hostname: string = window.location.hostname): Publisher {
  return hostname.toLowerCase() === CP_SIGNUP_HOST ? 'CP' : DEFAULT_PUBLISHER;
}

/**
 * Cover addresses as the specification says (section 5): a localhost address saved by a
 * developer's server is rewritten to this backend, plain http is upgraded to https, and
 * uploaded covers (/uploads/...) are served by this same origin.
 */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '0.0.0.0', '[::1]']);

export function resolveCoverUrl(raw: string | null | undefined, origin = window.location.origin): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/') || value.startsWith('blob:')) return value; // this origin, or a local preview
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (LOCAL_HOSTS.has(url.hostname)) return `${origin}${url.pathname}${url.search}`;
  if (url.protocol === 'http:') url.protocol = 'https:';
  return url.toString();
}

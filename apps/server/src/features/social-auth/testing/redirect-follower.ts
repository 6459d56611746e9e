/**
 * Plays the browser between our server and a test provider: follows redirects with a cookie jar
 * until the provider sends the user back to our callback URL.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookies: string[]) {
    for (const line of setCookies) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key, v] = a.trim().split('=');
        const k = key!.toLowerCase();
        return (k === 'max-age' && Number(v) <= 0) || (k === 'expires' && Date.parse(v ?? '') < Date.now());
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export async function followRedirects(startUrl: string, untilPrefix: string, jar: CookieJar, maxHops = 20): Promise<URL> {
  let url = startUrl;
  for (let hop = 0; hop < maxHops; hop++) {
    if (url.startsWith(untilPrefix)) return new URL(url);
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response.headers.getSetCookie());
    const location = response.headers.get('location');
    if (!location) throw new Error(`no redirect from ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).href;
  }
  throw new Error(`more than ${maxHops} redirects from ${startUrl}`);
}

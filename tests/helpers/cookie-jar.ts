/**
 * Cookies as a browser keeps them for one site; `lines` keeps every Set-Cookie line stored. No
 * imports, so a benchmark can use it without loading the app's configuration.
 */
export class CookieJar {
  private cookies = new Map<string, string>();
  readonly lines: string[] = [];
  store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      this.lines.push(line);
      const [pair] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1);
      if (!value || /max-age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  has(name: string) {
    return [...this.cookies.keys()].some((k) => k.includes(name));
  }
  /** Name and value of every cookie kept, e.g. to hand them to a browser context. */
  entries() {
    return [...this.cookies];
  }
}

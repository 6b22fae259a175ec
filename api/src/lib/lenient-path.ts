// The path a request names as the most lenient reader (a proxy, another framework) might take it: absolute-form
// target stripped, percent-escapes decoded until stable, backslashes as slashes, path parameters (";x=1") dropped,
// duplicate slashes and dot segments collapsed, lower-cased. Used only to refuse (never to route), so no spelling of an API path gets the web app's page.
import path from "node:path";

function decodeFully(s: string): string {
  for (let i = 0; i < 5; i++) {
    let next: string;
    try {
      next = decodeURIComponent(s);
    } catch {
      next = s.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    }
    if (next === s) return s;
    s = next;
  }
  return s;
}

export function lenientPath(url: string): string {
  const decoded = decodeFully(url)
    .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/\\?#]*/i, "")
    .split(/[?#]/)[0]!
    .replace(/\\/g, "/")
    .replace(/;[^/]*/g, "");
  return path.posix
    .normalize(`/${decoded}`)
    .replace(/\/{2,}/g, "/")
    .toLowerCase();
}

/** True for any spelling of a path under /api or /json (the JSON API's prefixes). */
export function namesApiPath(url: string): boolean {
  return /^\/(api|json)(?![a-z0-9_-])/.test(lenientPath(url));
}

/** True for any spelling of a path in the admin area's API. */
export function namesAdminPath(url: string): boolean {
  return /^\/api\/admin(?![a-z0-9_-])/.test(lenientPath(url));
}

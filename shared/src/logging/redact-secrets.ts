// Secrets that travel in URLs and texts (a password-reset link's token) must not reach a log line: the API and the
// worker pass every line they write through redactSecrets, whatever put the secret there (a request URL, an error's
// message, a mail's text in a job).

export const REDACTED = "[redacted]";

/** `/reset-password/<token>` (the mailed link, the SPA's page; any case, as the router matches it). */
const RESET_PATH = /(\/reset-password\/+)[^/?#\s"'\\<>&]+/gi;
/** A query or form parameter whose name holds "token": `?token=...`, `&resetToken=...`, `token=...`. */
const TOKEN_PARAM = /((?:^|[?&;\s"])[^=&#?\s"'\\]*token[^=&#?\s"'\\]*=)[^&#;\s"'\\<>]+/gi;
/** A JSON member whose name holds "token", also inside JSON strings (quotes escaped, once or more): `"token":"..."`. */
const TOKEN_MEMBER = /((\\*)"[\w.-]*token\2"\s*:\s*\2")[^"\\]+/gi;

/** `text` with every password-reset token (and any other token-named value) replaced by "[redacted]". */
export function redactSecrets(text: string): string {
  if (!/token|reset-password/i.test(text)) return text;
  return text
    .replace(RESET_PATH, `$1${REDACTED}`)
    .replace(TOKEN_PARAM, `$1${REDACTED}`)
    .replace(TOKEN_MEMBER, `$1${REDACTED}`);
}

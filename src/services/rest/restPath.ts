/** Path templates and query strings of the REST client. */

export type PathParams = Readonly<Record<string, string | number | undefined>>;
export type QueryParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

const TOKEN = /\{([A-Za-z0-9_]+)\}/g;

/**
 * Fills '{name}' tokens from `params`, each value passed through encodeURIComponent.
 * An empty string is a value ('/signForMint/{premint}' with '' gives '/signForMint/'); a token
 * with no value at all is a programming error and throws.
 */
export function fillPath(template: string, params: PathParams = {}): string {
  return template.replace(TOKEN, (_match, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, name) ? params[name] : undefined;
    if (value === undefined) {
      throw new Error(`REST client: missing path parameter "${name}" for path "${template}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** '?a=1&b=x' from the defined entries, or '' when there are none. */
export function queryString(query: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.append(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Joins a base (absolute or '/same-origin') and a path with exactly one slash between them. */
export function joinUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const tail = path.startsWith('/') ? path : `/${path}`;
  return `${base}${tail}`;
}

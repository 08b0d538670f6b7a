/**
 * An SVG as a `data:` URI for an <img>: not base64, which compresses far worse with the page around it,
 * but percent-encoded where a URI would read a character differently (`%`, `#`), where the page's HTML
 * or JSON would escape it longer (`<` is `&lt;` in an attribute), and outside printable ASCII. Runs of
 * white space become one space, as SVG reads them anyway.
 */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${svg.trim().replace(/\s+/g, ' ').replace(/[^ -~]|[%#"'<>&]/gu, percentEncoded)}`
}

// encodeURIComponent leaves ' as it is.
const percentEncoded = (char: string) => (char === "'" ? '%27' : encodeURIComponent(char))

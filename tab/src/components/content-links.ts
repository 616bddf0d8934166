/**
 * Links in our own content (learning area, release notes, help articles): the Markdown renderer keeps only
 * absolute web and mail links, so a link to a page of the app (`[Reports](/reports/)`) is made
 * absolute on this server's origin first, and one to a page that is not built yet loses its link
 * (its words stay) so the content never leads to a "not built yet" page.
 */

/** `[words](/path)`: a link to a page of this server, not to another host (`//host`). */
const APP_LINK = /\[([^\]\n]+)\]\((\/(?!\/)[^)\s]*)\)/g;

/** The Markdown with in-app links absolute on `origin`; links to unbuilt pages become their label. */
export function resolveContentLinks(markdown: string, origin: string, isPlanned: (href: string) => boolean): string {
  return markdown.replace(APP_LINK, (_whole, label: string, href: string) =>
    isPlanned(href) ? label : `[${label}](${origin}${href})`,
  );
}

/** The in-app path of a link on `origin` (to navigate without a page load), or null for another site. */
export function inAppPath(href: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Where the toasts sit: top-centre (spec part 1 §9), but below the sticky header and below the
 * page's heading while it is on screen, so a toast never hides the header tabs or the title of
 * the page it is about.
 */
const GAP_PX = 8;

function bottomOf(element: Element | null): number {
  if (element === null) return 0;
  const rect = element.getBoundingClientRect();
  return rect.bottom > 0 ? rect.bottom : 0;
}

/** The distance in px from the top of the window at which toasts start, measured now. */
export function toastTopOffset(doc: Document = document): number {
  const view = doc.defaultView;
  const viewportHeight = view?.innerHeight ?? 800;
  const pageHeader = doc.querySelector('body header');
  const heading = doc.querySelector('main h1');
  // The check-in page draws its title inside a card-like <header>: clear the whole card.
  const headingBlock = heading?.closest('main header') ?? heading;
  const headingBottom = bottomOf(headingBlock ?? null);
  const headerBottom = bottomOf(pageHeader);
  // A heading far down a short window would push toasts off screen: then only clear the header.
  const clearHeading = headingBottom > 0 && headingBottom < viewportHeight * 0.4;
  return Math.max(headerBottom, clearHeading ? headingBottom : 0) + GAP_PX;
}

// After a client-side navigation, focus moves to the new page's <main> so screen-reader users
// hear the new page instead of staying on the link they pressed. Not on the first load, where
// the browser already starts at the top of the document.
let hasNavigated = false;

export function noteNavigation(): void {
  hasNavigated = true;
}

export function shouldFocusNewPage(): boolean {
  return hasNavigated;
}

/**
 * The not-found page's head. Shared by every route that can show the not-found screen, so the
 * prerendered 404 HTML hydrates without a mismatch whichever route the URL matches.
 */
export function notFoundMeta(resortName: string) {
  return [
    { title: `Page not found | ${resortName}` },
    { name: 'description', content: `This page does not exist at ${resortName}.` },
    { name: 'robots', content: 'noindex' },
  ]
}

import { absoluteUrl } from '../lib/seo'
import { SITE_ORIGIN } from '../lib/site-origin'
import { LANGUAGES, LANGUAGE_TAGS, pathIn } from './languages'

/** The head's `hreflang` links of a page: the page in each language, and English for any other. */
export function languageLinks(page: string) {
  return [
    ...LANGUAGES.map((lang) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: LANGUAGE_TAGS[lang],
      href: absoluteUrl(SITE_ORIGIN, pathIn(lang, page)),
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: absoluteUrl(SITE_ORIGIN, page),
    },
  ]
}

import { resort } from '../../../content/resort'
import { resortGraphMeta } from '../../components/resort-structured-data'
import { languageLinks } from '../../i18n/head'
import { fill } from '../../i18n/locale'
import type { LookupWords } from '../../i18n/messages/lookup/en'
import { RESERVATION_LOOKUP_PATH } from '../../lib/paths'

/** The head of the guest's reservation page, in each language. */
export function lookupHead(words: LookupWords) {
  return [
    { title: fill(words.title, { s: resort.name }) },
    { name: 'description', content: fill(words.description, { s: resort.name }) },
    // A guest's own booking, not a page for search engines.
    { name: 'robots', content: 'noindex' },
    resortGraphMeta(),
    ...languageLinks(RESERVATION_LOOKUP_PATH),
  ]
}

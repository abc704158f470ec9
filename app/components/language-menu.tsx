import { useMatches } from 'react-router'
import { rooms } from '../../content/rooms'
import { LANGUAGES, LANGUAGE_NAMES, LANGUAGE_TAGS, pathIn } from '../i18n/languages'
import { useLocale } from '../i18n/locale'
import { toRoomPath } from '../lib/paths'
import { findRoom } from '../lib/rooms-for'

/**
 * Links to the page in every language, each named in its own. Plain links: a language is a page
 * load of its own, with no script needed. A page that does not exist (a 404, whatever its path)
 * leads to each language's home, so the prerendered 404 page fits every path it is served for.
 */
export function LanguageMenu({
  className,
  page: ownPage,
  query = '',
}: {
  className: string
  /** Reservations mode: a page other than a room or home, and the query each link keeps. */
  page?: string
  query?: string
}) {
  const { lang, words } = useLocale()
  const id = useMatches().at(-1)?.params.id
  const room = id !== undefined && findRoom(rooms, id) ? toRoomPath(Number(id)) : '/'
  const page = ownPage ?? room
  return (
    <nav aria-label={words.language} className={className}>
      {/* Classes the site already has: the English pages' inline CSS stays as it was. */}
      <ul className="flex flex-wrap justify-center gap-4 text-sm">
        {LANGUAGES.map((other) => (
          <li key={other}>
            <a
              href={pathIn(other, page) + query}
              lang={LANGUAGE_TAGS[other]}
              hrefLang={LANGUAGE_TAGS[other]}
              aria-current={other === lang || undefined}
              className={other === lang ? 'underline' : undefined}
            >
              {LANGUAGE_NAMES[other]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}

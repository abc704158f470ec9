import { Link } from 'react-router'
import { pathIn } from '../i18n/languages'
import { useLocale } from '../i18n/locale'
import { PageBanner } from './page-banner'

type StatusScreenProps = { title: string; message: string }

/** The shared look of the not-found and error screens. */
export function StatusScreen({ title, message }: StatusScreenProps) {
  const { lang, words } = useLocale()
  return (
    <main id="main">
      <PageBanner>
        <h1 className="font-display text-4xl md:text-6xl">{title}</h1>
      </PageBanner>
      <div className="mx-auto max-w-xl px-5 py-16 text-center">
        <p className="text-lg text-muted">{message}</p>
        <Link
          to={pathIn(lang, '/')}
          className="mt-8 inline-block bg-accent px-8 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep"
        >
          {words.backHome}
        </Link>
      </div>
    </main>
  )
}

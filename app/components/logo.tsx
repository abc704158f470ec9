import { Link } from 'react-router'
import { resort } from '../../content/resort'
import { pathIn } from '../i18n/languages'
import { useLocale } from '../i18n/locale'
import { EARLY_ATTRIBUTES } from '../lib/early-input'

type LogoProps = { tone: 'light' | 'dark'; onClick?: () => void }

const words = resort.name.split(' ')
const nameLead = words.slice(0, -1).join(' ')
const nameLast = words.at(-1)

/** The resort's wordmark, a link home named by the resort name. */
export function Logo({ tone, onClick }: LogoProps) {
  const { lang } = useLocale()
  return (
    <Link
      to={pathIn(lang, '/')}
      onClick={onClick}
      // Before the app takes over, the early input script forgets the saved choices on a click.
      {...(onClick && { [EARLY_ATTRIBUTES.reset]: '' })}
      className={`flex items-center gap-2 ${tone === 'light' ? 'text-white' : 'text-sea-deep'}`}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0" fill="none">
        <circle cx="16" cy="12" r="6" fill="currentColor" opacity="0.35" />
        <path
          d="M2 20c3.5 0 3.5-3 7-3s3.5 3 7 3 3.5-3 7-3 3.5 3 7 3M2 26c3.5 0 3.5-3 7-3s3.5 3 7 3 3.5-3 7-3 3.5 3 7 3"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      {/* Two lines on screen, one name for assistive technology: the visible words are the name. */}
      <span className="leading-none">
        <span className="block font-display text-2xl tracking-wide">{nameLead}</span>{' '}
        <span className="block text-[0.65rem] tracking-[0.35em] uppercase">{nameLast}</span>
      </span>
    </Link>
  )
}

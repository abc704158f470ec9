import { contact } from '../../content/contact'
import { useLocale } from '../i18n/locale'
import { useStayWords } from '../i18n/use-stay-words'

/** Where the header's Contact leads: the contact block, in every page's footer. */
export const CONTACT_ANCHOR = 'contact'

/** The phone number as a tel: link takes it: its digits, and the + of an international number. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`
}

/**
 * Reservations mode: how guests reach the resort and get to the cove, from content/contact.ts
 * (the ways here in the page's language where its content text has them, else in English).
 * On the footer's dark sea, so its links are underlined white rather than in the accent colour.
 */
export function ContactBlock() {
  const { words, text } = useLocale()
  const { stay } = useStayWords()
  const ways = text.contact?.gettingHere
  return (
    <section
      id={CONTACT_ANCHOR}
      aria-labelledby="contact-heading"
      className="mx-auto grid max-w-6xl gap-10 px-5 pt-12 pb-8 sm:grid-cols-2"
    >
      <div>
        <h2 id="contact-heading" className="font-display text-4xl">
          {words.nav[3]}
        </h2>
        <div className="mt-4 flex flex-col gap-2 text-white/90">
          <span>{contact.address}</span>
          <a href={telHref(contact.phone)} className="underline">
            {contact.phone}
          </a>
          <a href={`mailto:${contact.email}`} className="underline">
            {contact.email}
          </a>
          <a href={contact.mapUrl} className="underline">
            {stay.seeOnMap}
          </a>
        </div>
      </div>
      <div>
        <h3 className="font-display text-3xl">{stay.gettingHere}</h3>
        <dl className="mt-4 flex flex-col gap-4">
          {contact.gettingHere.map((way, index) => (
            <div key={way.way}>
              <dt className="text-sm tracking-[0.2em] uppercase">
                {ways?.[index]?.way ?? way.way}
              </dt>
              <dd className="mt-1 text-white/90">{ways?.[index]?.text ?? way.text}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}

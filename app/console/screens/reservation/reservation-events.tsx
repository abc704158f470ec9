import type { ReservationEventView } from '../../../../domain/staff-contract'
import { formatResortTime, statusWord, unchangedEventWords } from '../../ui/staff-words'

/** The reservation's history, oldest first: who did what, when, and the note they left. */
export function ReservationEvents({ events }: { events: ReservationEventView[] }) {
  return (
    <section aria-labelledby="events-heading" className="st:bg-white st:p-5 st:md:p-6">
      <h2 id="events-heading" className="st:font-display st:text-2xl st:text-sea-deep">
        History
      </h2>
      {events.length === 0 ? (
        <p className="st:mt-3 st:text-muted">No events recorded.</p>
      ) : (
        <ol className="st:mt-3 st:flex st:flex-col">
          {events.map((event, index) => {
            const unchanged = event.from === event.to ? unchangedEventWords(event) : null
            const note = unchanged ? unchanged.note : event.note
            return (
              <li
                // Events never change once written; their order is their identity.
                key={index}
                className="st:grid st:gap-1 st:border-b st:border-sand-deep st:py-3 st:last:border-0 st:md:grid-cols-[14rem_minmax(0,1fr)] st:md:gap-4"
              >
                <p className="st:text-sm st:text-muted">
                  <time dateTime={event.at}>{formatResortTime(event.at)}</time>
                </p>
                <div>
                  <p>
                    <span className="st:font-medium">
                      {event.from === null ? (
                        <>Created as {statusWord(event.to)}</>
                      ) : unchanged ? (
                        unchanged.headline
                      ) : (
                        <>
                          {statusWord(event.from)} <span aria-hidden="true">→</span>
                          <span className="st:sr-only">to</span> {statusWord(event.to)}
                        </>
                      )}
                    </span>
                    <span className="st:text-muted"> by </span>
                    <span className="st:wrap-anywhere">{event.who}</span>
                  </p>
                  {note && <p className="st:mt-1 st:text-sm st:whitespace-pre-line">{note}</p>}
                </div>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}

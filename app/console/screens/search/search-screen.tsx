import { Search } from 'lucide'
import { useState, type FormEvent } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import type { ReservationView } from '../../../../domain/api-contract'
import { formatStayDate } from '../../../../domain/calendar'
import { toStaffReservationPath, toStaffSearchPath } from '../../../../domain/staff-paths'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { CONTROL_CLASS, FieldLabel, FieldMessages, fieldAria } from '../../ui/field-parts'
import { checkSearch } from '../../ui/form-checks'
import { LoadProblem } from '../../parts/load-problem'
import { ScreenTitle } from '../../ui/screen-title'
import { staffApi } from '../../api/staff-api'
import { statusWord } from '../../ui/staff-words'
import { useStaffData } from '../../api/use-staff-data'
import { Icon } from '../../../components/icon'

const HINT = "A reference, or part of a guest's name or email."

/** '/staff/search?q=…': find reservations by reference, part of a name or part of an email. */
export function SearchScreen() {
  const location = useLocation()
  const query = (new URLSearchParams(location.search).get('q') ?? '').trim()
  return (
    <div className="st:mx-auto st:max-w-5xl st:px-5 st:py-10">
      <ScreenTitle>Search</ScreenTitle>
      <SearchForm query={query} />
      {'query' in checkSearch(query) && (
        // A new key at every search, the same words again included: each asks the server anew.
        <SearchResults key={location.key} query={query} />
      )}
    </div>
  )
}

function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate()
  const [text, setText] = useState(query)
  // Going back to an earlier search shows its words in the box again.
  const [shownQuery, setShownQuery] = useState(query)
  if (query !== shownQuery) {
    setShownQuery(query)
    setText(query)
  }
  const [problem, setProblem] = useState<string | undefined>()

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const checked = checkSearch(text)
    if ('problem' in checked) {
      setProblem(checked.problem)
      document.getElementById('staff-search-query')?.focus()
      return
    }
    setProblem(undefined)
    // The query goes into the address, so a search can be shared, reloaded and gone back to.
    navigate(toStaffSearchPath(checked.query))
  }

  return (
    <form
      role="search"
      noValidate
      onSubmit={onSubmit}
      aria-label="Reservations"
      className="st:mt-6 st:flex st:flex-col st:gap-3 st:bg-white st:p-5 st:sm:flex-row st:sm:items-start"
    >
      <div className="st:flex-1">
        <FieldLabel htmlFor="staff-search-query">Search</FieldLabel>
        <input
          id="staff-search-query"
          name="q"
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className={CONTROL_CLASS}
          {...fieldAria('staff-search-query', problem, HINT)}
        />
        <FieldMessages id="staff-search-query" hint={HINT} error={problem} />
      </div>
      <button type="submit" className={`${PRIMARY_BUTTON} st:sm:mt-7`}>
        <Icon node={Search} className="st:size-4" />
        Search
      </button>
    </form>
  )
}

function SearchResults({ query }: { query: string }) {
  const { state, reload } = useStaffData(query, () => staffApi.search(query))
  return (
    <section aria-labelledby="results-heading" className="st:mt-8">
      <h2 id="results-heading" className="st:font-display st:text-3xl st:text-sea-deep">
        Results for “{query}”
      </h2>
      <div role="status" className="st:mt-2 st:text-muted">
        {state.status === 'loading' && 'Searching…'}
        {state.status === 'loaded' &&
          (state.data.results.length === 0
            ? 'No reservation matches.'
            : `${state.data.results.length} ${state.data.results.length === 1 ? 'reservation' : 'reservations'}, newest first.`)}
      </div>
      {state.status === 'failed' && <LoadProblem problem={state.problem} onRetry={reload} />}
      {state.status === 'loaded' && state.data.results.length > 0 && (
        <ul className="st:mt-4 st:flex st:flex-col st:gap-3">
          {state.data.results.map((result) => (
            <SearchResult key={result.ref} result={result} />
          ))}
        </ul>
      )}
    </section>
  )
}

function SearchResult({ result }: { result: ReservationView }) {
  return (
    <li className="st:bg-white st:p-4">
      <p className="st:flex st:flex-wrap st:items-baseline st:gap-x-3">
        <Link
          to={toStaffReservationPath(result.ref)}
          className="st:font-mono st:tracking-[0.12em] st:text-sea-deep st:underline st:underline-offset-4"
        >
          {result.ref}
        </Link>
        <span className="st:font-medium">{result.guest.name}</span>
        <span className="st:bg-sand st:px-2 st:text-sm">{statusWord(result.status)}</span>
      </p>
      <p className="st:mt-1 st:text-sm st:wrap-anywhere st:text-muted">
        {result.roomName} · {formatStayDate(result.checkIn)} to {formatStayDate(result.checkOut)}
        {result.guest.email && <> · {result.guest.email}</>}
      </p>
    </li>
  )
}

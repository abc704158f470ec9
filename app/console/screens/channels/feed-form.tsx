import { useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import { PRIMARY_BUTTON } from '../../ui/button-styles'
import { ErrorText } from '../../ui/field-parts'
import { SelectField } from '../../ui/select-field'
import { describeProblem } from '../../api/staff-api'
import { useStaffCall } from '../../api/staff-session'
import { TextField } from '../../ui/text-field'
import type { ChannelRoom } from './channel-rooms'
import { channelsApi } from '../../api/channels-api'
import {
  FEED_FIELDS,
  checkFeed,
  feedProblemsFrom,
  type FeedDraft,
  type FeedField,
  type FeedProblems,
} from './feed-draft'

const fieldId = (field: FeedField) => `feed-${field}`

type FeedFormProps = { rooms: ChannelRoom[]; onAdded: (name: string) => void }

/**
 * 'Add calendar': a channel's calendar link for a room type, chosen each time. The API fetches it
 * once before keeping it and syncs it as soon as it is added; its refusals with a field (an
 * address it cannot use, or one that answers no calendar) are shown at that field.
 */
export function FeedForm({ rooms, onAdded }: FeedFormProps) {
  const call = useStaffCall()
  const [draft, setDraft] = useState<FeedDraft>({
    // No room chosen for the desk: a calendar quietly added to the first room type blocks the
    // wrong nights.
    roomId: '',
    name: '',
    url: '',
  })
  const [problems, setProblems] = useState<FeedProblems>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  function showProblems(found: FeedProblems) {
    // Rendered at once, so the field is read with its message when it takes focus.
    flushSync(() => setProblems(found))
    const first = FEED_FIELDS.find((field) => found[field] !== undefined)
    if (first) document.getElementById(fieldId(first))?.focus()
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    if (sending) return
    setRefusal(null)
    const checked = checkFeed(draft)
    if ('problems' in checked) return showProblems(checked.problems)
    setProblems({})
    setSending(true)
    const result = await call(channelsApi.addFeed(checked.request))
    setSending(false)
    if (result.ok) {
      setDraft({ roomId: '', name: '', url: '' })
      return onAdded(checked.request.name)
    }
    const found = feedProblemsFrom(result.problem.fields)
    if (Object.keys(found).length > 0) return showProblems(found)
    setRefusal(describeProblem(result.problem))
  }

  const field = (name: FeedField) => ({
    id: fieldId(name),
    value: draft[name],
    onChange: (value: string) => setDraft((current) => ({ ...current, [name]: value })),
    error: problems[name],
  })

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="feed-form-heading"
      className="st:flex st:flex-col st:gap-4 st:border-t st:border-sand-deep st:pt-5"
    >
      <h3 id="feed-form-heading" className="st:text-xl st:font-medium st:text-sea-deep">
        Add calendar
      </h3>
      <div className="st:grid st:gap-4 st:md:grid-cols-2">
        <SelectField
          {...field('roomId')}
          label="Room"
          options={[
            { value: '', label: 'Choose a room type' },
            ...rooms.map((room) => ({ value: String(room.id), label: room.name })),
          ]}
        />
        <TextField {...field('name')} label="Name" hint="Such as Airbnb, Cabana 1." />
      </div>
      <TextField
        {...field('url')}
        label="Calendar URL"
        type="url"
        autoComplete="off"
        hint="The channel’s calendar export link (iCal, .ics), starting with https://."
      />
      <div role="alert">{refusal && <ErrorText>{refusal}</ErrorText>}</div>
      <div>
        <button type="submit" aria-disabled={sending} className={PRIMARY_BUTTON}>
          Add calendar
        </button>
      </div>
    </form>
  )
}

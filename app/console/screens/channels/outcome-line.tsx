import { ErrorText } from '../../ui/field-parts'
import type { Outcome } from './channel-words'

/**
 * What a button next to it just did, in a polite live region that is always in the page: the
 * result in words, or the failure as an error (icon and text, not colour alone).
 */
export function OutcomeLine({ outcome }: { outcome: Outcome | null }) {
  return (
    <div role="status" className="st:text-sm">
      {outcome &&
        (outcome.failed ? <ErrorText>{outcome.words}</ErrorText> : <p>{outcome.words}</p>)}
    </div>
  )
}

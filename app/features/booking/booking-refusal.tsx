import { CircleAlert } from 'lucide'
import { Link } from 'react-router'
import { Icon } from '../../components/icon'

/** Why this booking cannot go ahead, in words, with the way back to choose again. */
export function BookingRefusal({
  message,
  back,
}: {
  message: string
  back: { to: string; label: string }
}) {
  return (
    <div className="mx-auto max-w-xl bg-sand p-8 text-center">
      <p className="flex items-start justify-center gap-2 text-lg text-danger">
        <Icon node={CircleAlert} className="mt-1 size-5 shrink-0" />
        {message}
      </p>
      <Link
        to={back.to}
        className="mt-8 inline-block bg-accent px-8 py-3 text-sm tracking-[0.2em] text-white uppercase hover:bg-accent-deep"
      >
        {back.label}
      </Link>
    </div>
  )
}

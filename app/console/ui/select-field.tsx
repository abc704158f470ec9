import type { ComponentProps } from 'react'
import { SelectField as KitSelectField } from '../../components/fields/select-field'
import { FIELD_LOOK } from './field-parts'

/** A labelled native <select>: the platform's own keyboard and screen-reader support. */
export function SelectField(props: Omit<ComponentProps<typeof KitSelectField>, 'look'>) {
  return <KitSelectField look={FIELD_LOOK} {...props} />
}

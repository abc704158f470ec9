import type { ComponentProps } from 'react'
import { TextField as KitTextField } from '../../components/fields/text-field'
import { FIELD_LOOK } from './field-parts'

type TextFieldProps = Omit<
  ComponentProps<typeof KitTextField>,
  'look' | 'name' | 'value' | 'defaultValue' | 'onChange'
> & { value: string; onChange: (value: string) => void }

/**
 * A labelled input or textarea, its hint and its error tied to it. Required unless `optional`
 * or `required={false}` (a field another choice makes needless).
 */
export function TextField({ required = true, type = 'text', ...props }: TextFieldProps) {
  return <KitTextField look={FIELD_LOOK} required={required} type={type} {...props} />
}

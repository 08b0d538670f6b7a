import { useFormValue, type ObjectItemProps } from 'sanity'

type Measure = { name?: string; letter?: string }

/**
 * A size's value in the Studio, named by the measurement it is in: the values follow the chart's
 * measurements by position, which the value itself does not know (its preview sees only the value).
 */
export function MeasurementValueItem(props: ObjectItemProps) {
  const measures = useFormValue(['measures']) as Measure[] | undefined
  const measure = measures?.[props.index]
  if (!measure?.name) return props.renderDefault(props)
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: '0.75rem' }}>
      <span style={{ minWidth: '7rem', paddingLeft: '0.75rem', fontSize: '0.8125rem', color: 'var(--card-muted-fg-color)' }}>
        {measure.letter ? `${measure.name} (${measure.letter})` : measure.name}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>{props.renderDefault(props)}</div>
    </div>
  )
}

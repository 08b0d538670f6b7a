import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { CHEST_WIDTH, JerseyPreview, type CollarShape, type JerseyPattern } from './JerseyPreview'

const NAVY = '#003360'
const SKY = '#00A0DF'
const LOGO = 'data:image/png;base64,iVBORw0KGgo='

type Props = Parameters<typeof JerseyPreview>[0]

function render(props: Partial<Props> = {}) {
  return renderToStaticMarkup(<JerseyPreview pattern="plain" primaryColor={NAVY} secondaryColor={SKY} collar={null} teamName="Flyers" number="12" {...props} />)
}

/** The opening tag of the element drawing a zone, or undefined when the zone is not drawn. */
function zone(markup: string, name: string) {
  return markup.match(new RegExp(`<[a-zA-Z]+ data-zone="${name}"[^>]*>`))?.[0]
}

function attr(tag: string | undefined, name: string) {
  return tag?.match(new RegExp(` ${name}="([^"]*)"`))?.[1]
}

/** Everything a zone drawn as a group holds, nested groups included. */
function group(markup: string, name: string) {
  const start = markup.indexOf(`<g data-zone="${name}"`)
  if (start < 0) return undefined
  let depth = 0
  for (const tag of markup.slice(start).matchAll(/<g[ >]|<\/g>/g)) {
    depth += tag[0] === '</g>' ? -1 : 1
    if (depth === 0) return markup.slice(start, start + tag.index + tag[0].length)
  }
}

const PATTERN_ZONES: Record<JerseyPattern, string | null> = {
  plain: null,
  'single-stripe': 'stripes',
  'double-stripe': 'stripes',
  'chest-band': 'band',
  yoke: 'yoke',
}

describe('JerseyPreview', () => {
  it('paints the body and sleeves in the primary colour, the trim in the secondary', () => {
    const markup = render({ primaryColor: '#003360', secondaryColor: '#00a0df' })
    expect(attr(zone(markup, 'body'), 'fill')).toBe(NAVY)
    expect(attr(zone(markup, 'sleeves'), 'fill')).toBe(NAVY)
    for (const trim of ['cuffs', 'hem', 'collar']) expect(attr(zone(markup, trim), 'fill')).toBe(SKY)
  })

  it('paints each pattern in the secondary colour', () => {
    for (const [pattern, name] of Object.entries(PATTERN_ZONES)) {
      if (name) expect(attr(zone(render({ pattern: pattern as JerseyPattern }), name), 'fill')).toBe(SKY)
    }
  })

  it('gives the collar the body colour on the yoke, where the yoke colour would hide it', () => {
    expect(attr(zone(render({ pattern: 'yoke' }), 'collar'), 'fill')).toBe(NAVY)
  })

  it('edges stripes in white by default, in ink when the stripes are too light for white, or in the accent given', () => {
    expect(render({ pattern: 'single-stripe' })).toContain('<g fill="#FFFFFF"><path d="M70,326')
    expect(render({ pattern: 'single-stripe', secondaryColor: '#FFFFFF' })).toContain('<g fill="#111827"><path d="M70,326')
    expect(render({ pattern: 'single-stripe', accentColor: '#f2a900' })).toContain('<g fill="#F2A900"><path d="M70,326')
  })

  it('draws a colour still being typed in neutral grey', () => {
    expect(attr(zone(render({ primaryColor: '#00A0' }), 'body'), 'fill')).toBe('#CBD5E1')
  })

  it('draws each pattern’s own zone and no other pattern’s', () => {
    const patternZones = ['stripes', 'band', 'yoke']
    for (const [pattern, own] of Object.entries(PATTERN_ZONES)) {
      const markup = render({ pattern: pattern as JerseyPattern })
      for (const name of patternZones) expect(zone(markup, name) !== undefined, `${pattern} draws ${name}`).toBe(name === own)
    }
  })

  it('draws more stripe bands for double-stripe than for single-stripe', () => {
    const bands = (pattern: JerseyPattern) => group(render({ pattern }), 'stripes')?.match(/<path /g)?.length ?? 0
    expect(bands('single-stripe')).toBeGreaterThan(0)
    expect(bands('double-stripe')).toBeGreaterThan(bands('single-stripe'))
  })

  it('draws every collar shape differently, lacing only the laced one', () => {
    const collars: (CollarShape | null)[] = [null, 'round', 'v-neck', 'laced']
    const drawn = collars.map((collar) => group(render({ collar }), 'collar'))
    expect(new Set(drawn).size).toBe(collars.length)
    expect(drawn.map((markup) => markup?.includes('<circle'))).toEqual([false, false, false, true])
  })

  it('prints the team name in capitals, in white on a dark body and in ink on a light band', () => {
    const onBody = zone(render({ teamName: ' Flyers ' }), 'team-name')
    expect(render({ teamName: ' Flyers ' })).toContain('>FLYERS</text>')
    expect(attr(onBody, 'fill')).toBe('#FFFFFF')
    expect(attr(zone(render({ pattern: 'chest-band' }), 'team-name'), 'fill')).toBe('#111827')
  })

  it('keeps a team name of any length within the chest', () => {
    for (const teamName of ['Ice', 'Harbour Hawks', 'Northwood Lumberjacks', 'WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW']) {
      const markup = render({ teamName })
      const text = zone(markup, 'team-name')
      const printed = markup.match(/data-zone="team-name"[^>]*>([^<]*)</)![1]!
      const fontSize = Number(attr(text, 'font-size'))
      const textLength = attr(text, 'textLength')
      // Capitals are measured at 0.6em, wider than the display font's; past that the text is squeezed to fit.
      const width = textLength ? Number(textLength) : printed.length * 0.6 * fontSize
      expect(width, teamName).toBeLessThanOrEqual(CHEST_WIDTH)
      expect(fontSize, teamName).toBeGreaterThanOrEqual(13)
      if (textLength) expect(attr(text, 'lengthAdjust')).toBe('spacingAndGlyphs')
    }
  })

  it('cuts a very long team name with an ellipsis and prints a short one large', () => {
    expect(render({ teamName: 'Northwood Lumberjacks Hockey Club' })).toContain('>NORTHWOOD LUMBERJACKS…</text>')
    expect(Number(attr(zone(render({ teamName: 'Ice' }), 'team-name'), 'font-size'))).toBeGreaterThan(24)
  })

  it('prints no team name until there is one', () => {
    expect(zone(render({ teamName: '  ' }), 'team-name')).toBeUndefined()
  })

  it('shows the number on both sleeves, and a sample 12 while it is blank', () => {
    expect(render({ number: '7' }).match(/>7<\/text>/g)).toHaveLength(2)
    expect(render({ number: ' ' }).match(/>12<\/text>/g)).toHaveLength(2)
  })

  it('draws the logo, keeping its proportions, only when there is one', () => {
    const logo = zone(render({ logoUrl: LOGO }), 'logo')
    expect(attr(logo, 'href')).toBe(LOGO)
    expect(attr(logo, 'preserveAspectRatio')).toBe('xMidYMid meet')
    for (const logoUrl of [null, undefined, '']) expect(zone(render({ logoUrl }), 'logo')).toBeUndefined()
  })

  it('says what it shows in words', () => {
    const markup = render({ pattern: 'yoke', collar: 'laced', number: '' })
    expect(markup).toMatch(/^<svg[^>]* role="img"/)
    expect(markup).toContain('aria-label="Jersey preview: navy body with a sky blue yoke, laced collar, team name FLYERS, number 12"')
    expect(render({ teamName: '', collar: null, logoUrl: LOGO, primaryColor: '#C8102E', secondaryColor: '#FFFFFF' })).toContain(
      'aria-label="Jersey preview: red body with white trim, plain round collar, number 12, team logo on the chest"',
    )
  })

  it('gives each preview on a page its own ids, and refers only to its own', () => {
    const markup = renderToStaticMarkup(
      <>
        <JerseyPreview pattern="plain" primaryColor={NAVY} secondaryColor={SKY} collar={null} teamName="A" number="1" />
        <JerseyPreview pattern="yoke" primaryColor={SKY} secondaryColor={NAVY} collar="laced" teamName="B" number="2" />
      </>,
    )
    const ids = [...markup.matchAll(/ id="([^"]+)"/g)].map((match) => match[1])
    expect(new Set(ids).size).toBe(ids.length)
    for (const svg of markup.split('</svg>').filter(Boolean)) {
      const own = new Set([...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]))
      const references = [...svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)].map((match) => match[1])
      expect(references.length).toBeGreaterThan(0)
      for (const reference of references) expect(own).toContain(reference)
    }
  })
})

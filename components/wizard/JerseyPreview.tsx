import { useId } from 'react'
import { colorName, contrastRatio, contrastText, normaliseHex } from '@/lib/wizard/colors'

export type JerseyPattern = 'plain' | 'single-stripe' | 'double-stripe' | 'chest-band' | 'yoke'
export type CollarShape = 'v-neck' | 'round' | 'laced'

type Props = {
  pattern: JerseyPattern
  /** '#RRGGBB': body and sleeves. */
  primaryColor: string
  /** '#RRGGBB': stripes, yoke, band, cuffs, hem and collar (but on the yoke, the collar is the body colour). */
  secondaryColor: string
  /** Stripe edges and piping; unset, white, or ink when the secondary colour is too light for white to show. */
  accentColor?: string
  /** null: the plain round collar a jersey has when the team leaves the choice to the designers. */
  collar: CollarShape | null
  teamName: string
  /** A sample sleeve number; blank shows SAMPLE_NUMBER. */
  number: string
  /** The uploaded logo (a data: or blob: URL), drawn as the chest crest. */
  logoUrl?: string | null
  className?: string
}

/** A colour still being typed shows as neutral grey rather than breaking the drawing. */
const UNSET_COLOR = '#CBD5E1'
const SAMPLE_NUMBER = '12'

/** Room for the team name across the chest, between the underarms with a margin. */
export const CHEST_WIDTH = 168
/** Longer names are cut with an ellipsis: squeezed any further they would no longer read. */
const MAX_NAME_LENGTH = 22

// The jersey's front, laid flat: shoulders, sleeves hanging out and down, a straight wide body.
const OUTLINE =
  'M158,46 C134,51 104,58 82,66 C56,76 40,98 34,128 L4,302 L67,313 L92,178 C93,240 94,330 94,392 Q200,408 306,392 ' +
  'C306,330 307,240 308,178 L333,313 L396,302 L366,128 C360,98 344,76 318,66 C296,58 266,51 242,46 Q200,58 158,46 Z'
const BODY =
  'M158,46 C134,51 104,58 82,66 C90,104 92,140 92,178 C93,240 94,330 94,392 Q200,408 306,392 C306,330 307,240 308,178 ' +
  'C308,140 310,104 318,66 C296,58 266,51 242,46 Q200,58 158,46 Z'
const SLEEVES = [
  'M82,66 C56,76 40,98 34,128 L4,302 L67,313 L92,178 C92,140 90,104 82,66 Z',
  'M318,66 C344,76 360,98 366,128 L396,302 L333,313 L308,178 C308,140 310,104 318,66 Z',
]

/**
 * Each sleeve's frame: origin at the middle of the cuff, y running up the sleeve (negative), so
 * cuffs, stripes and numbers are drawn once, square to the sleeve.
 */
const SLEEVE_FRAMES = ['translate(35.5 307.5) rotate(10)', 'translate(364.5 307.5) rotate(-10)']

/** A band across the body that follows the curve of the hem, from `top` for `height`. */
function hemBand(top: number, height: number) {
  const bottom = top + height
  return `M70,${top} H94 Q200,${top + 16} 306,${top} H330 V${bottom} H306 Q200,${bottom + 16} 94,${bottom} H70 Z`
}

/** A band across both sleeves, `from` its distance up from the cuff; `clip` keeps it off the body. */
function SleeveBand({ from, height, clip, fill }: { from: number; height: number; clip: string; fill?: string }) {
  return (
    <g clipPath={clip} fill={fill}>
      {SLEEVE_FRAMES.map((frame) => (
        <rect key={frame} transform={frame} x={-60} y={-from - height} width={120} height={height} />
      ))}
    </g>
  )
}

/** One stripe (or piece of one) on the hem and both sleeves. */
function Stripe({ hem, sleeve, height, clip, fill }: { hem: number; sleeve: number; height: number; clip: string; fill?: string }) {
  return (
    <g fill={fill}>
      <path d={hemBand(hem, height)} />
      <SleeveBand from={sleeve} height={height} clip={clip} />
    </g>
  )
}

/** Sleeve and hem stripes: one edged with the accent, or two split by it. */
function Stripes({ double, secondary, accent, clip }: { double: boolean; secondary: string; accent: string; clip: string }) {
  return (
    <g data-zone="stripes" fill={secondary}>
      {double ? (
        <>
          <Stripe hem={320} sleeve={58} height={38} clip={clip} fill={accent} />
          <Stripe hem={320} sleeve={80} height={16} clip={clip} />
          <Stripe hem={342} sleeve={58} height={16} clip={clip} />
        </>
      ) : (
        <>
          <Stripe hem={326} sleeve={60} height={28} clip={clip} fill={accent} />
          <Stripe hem={330} sleeve={64} height={20} clip={clip} />
        </>
      )}
    </g>
  )
}

const YOKE = 'M0,0 H400 V142 C330,130 290,124 200,124 C110,124 70,130 0,142 Z'
const BAND = { top: 138, height: 44 }

/** How each pattern adds the secondary colour; null for the plain jersey, whose trim is enough. */
function PatternZone({ pattern, secondary, accent, sleeveClip }: { pattern: JerseyPattern; secondary: string; accent: string; sleeveClip: string }) {
  switch (pattern) {
    case 'yoke':
      return (
        <g data-zone="yoke" fill={secondary}>
          <path d={YOKE} transform="translate(0 5)" fill={accent} />
          <path d={YOKE} />
        </g>
      )
    case 'chest-band':
      return (
        <g data-zone="band" fill={secondary}>
          <rect y={BAND.top - 4} width={400} height={BAND.height + 8} fill={accent} />
          <rect y={BAND.top} width={400} height={BAND.height} />
        </g>
      )
    case 'single-stripe':
    case 'double-stripe':
      return <Stripes double={pattern === 'double-stripe'} secondary={secondary} accent={accent} clip={sleeveClip} />
    case 'plain':
      return null
  }
}

// The neck: what shows of the inside of the back through the opening, then the collar over it.
const NECK_BACK = 'M160,48 Q200,60 240,48'

/**
 * The collar's front: its opening (the inside of the back, darkened), the band and any trim or lacing.
 * `band` is the collar's colour, `cloth` that of the jersey around it, `trim` the round collar's piping.
 */
function Collar({ shape, band, cloth, trim }: { shape: CollarShape | null; band: string; cloth: string; trim: string }) {
  const opening = {
    round: 'M158,46 Q200,58 242,46 C238,68 222,77 200,77 C178,77 162,68 158,46 Z',
    'v-neck': 'M158,46 Q200,58 242,46 L200,110 Z',
    laced: 'M158,46 Q200,58 242,46 L200,114 Z',
  }[shape ?? 'round']
  return (
    <g data-zone="collar" fill={band}>
      <path d={opening} fill={cloth} />
      <path d={opening} fill="#000000" fillOpacity={0.35} />
      <path d={NECK_BACK} fill="none" stroke={band} strokeWidth={7} />
      <path d={NECK_BACK} fill="none" stroke="#000000" strokeOpacity={0.25} strokeWidth={7} />
      {shape === 'v-neck' ? (
        <path d="M148,40 L200,122 L252,40 L239,45 L200,105 L161,45 Z" />
      ) : shape === 'laced' ? (
        <Lacing insert={cloth} />
      ) : (
        <>
          <path d="M150,40 C155,78 178,89 200,89 C222,89 245,78 250,40 L239,46 C235,67 219,76 200,76 C181,76 165,67 161,46 Z" />
          {shape === 'round' && <path d="M155,43 C160,74 181,83 200,83 C219,83 240,74 245,43" fill="none" stroke={trim} strokeWidth={2.5} />}
        </>
      )}
    </g>
  )
}

/** Eyelets down each side of the lacing, as offsets from the centre line. */
const EYELETS = [0, 1, 2].map((step) => ({ x: 29 - step * 9, y: 62 + step * 14 }))

/** The laced collar: a V over an insert of the jersey's colour, laced across in white or ink to show on it. */
function Lacing({ insert }: { insert: string }) {
  const cross = EYELETS.slice(1).flatMap((eyelet, index) => {
    const above = EYELETS[index]!
    return [`M${200 - above.x},${above.y} L${200 + eyelet.x},${eyelet.y}`, `M${200 + above.x},${above.y} L${200 - eyelet.x},${eyelet.y}`]
  })
  return (
    <>
      <path d="M146,40 L200,128 L254,40 L240,45 L200,108 L160,45 Z" />
      <path d="M164,50 Q200,60 236,50 L200,106 Z" fill={insert} />
      <path
        d={[...cross, 'M189,90 Q184,108 188,126', 'M211,90 Q217,106 213,122'].join(' ')}
        fill="none"
        stroke={contrastText(insert)}
        strokeWidth={2.5}
        strokeLinecap="round"
      />
      {EYELETS.flatMap(({ x, y }) =>
        [200 - x, 200 + x].map((cx) => <circle key={`${cx},${y}`} cx={cx} cy={y} r={2.6} fill="#E2E8F0" stroke="#334155" strokeWidth={1} />),
      )}
    </>
  )
}

/**
 * A font size (and, past the smallest, a squeeze) that keeps `text` within `width`. Lettering is
 * measured at 0.6em a character, wider than the display font's capitals, so it never overflows.
 */
function fitText(text: string, width: number, maxSize: number, minSize: number) {
  const natural = text.length * 0.6
  const fontSize = Math.round(Math.min(maxSize, Math.max(minSize, width / natural)))
  return natural * fontSize > width ? { fontSize, textLength: width, lengthAdjust: 'spacingAndGlyphs' as const } : { fontSize }
}

/** The name as printed: capitals, cut with an ellipsis past MAX_NAME_LENGTH. */
function printedName(teamName: string) {
  const name = teamName.trim().toUpperCase()
  return name.length > MAX_NAME_LENGTH ? `${name.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…` : name
}

/** What the drawing refers to by id: outline, clips, blur and light, unique to each preview on a page. */
function JerseyDefs({ id }: { id: string }) {
  return (
    <defs>
      <path id={`${id}-outline`} d={OUTLINE} />
      <clipPath id={`${id}-clip`}>
        <use href={`#${id}-outline`} />
      </clipPath>
      <clipPath id={`${id}-sleeves`}>
        {SLEEVES.map((d) => (
          <path key={d} d={d} />
        ))}
      </clipPath>
      <filter id={`${id}-blur`} x="-10%" y="-10%" width="120%" height="120%">
        <feGaussianBlur stdDeviation="6" />
      </filter>
      {/* Cloth turning away at the sides, light on the chest, heavier towards the hem. */}
      <linearGradient id={`${id}-across`}>
        <stop offset="0" stopColor="#000000" stopOpacity="0.18" />
        <stop offset="0.28" stopColor="#000000" stopOpacity="0" />
        <stop offset="0.5" stopColor="#FFFFFF" stopOpacity="0.1" />
        <stop offset="0.72" stopColor="#000000" stopOpacity="0" />
        <stop offset="1" stopColor="#000000" stopOpacity="0.18" />
      </linearGradient>
      <linearGradient id={`${id}-down`} x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stopColor="#FFFFFF" stopOpacity="0.12" />
        <stop offset="0.5" stopColor="#FFFFFF" stopOpacity="0" />
        <stop offset="1" stopColor="#000000" stopOpacity="0.18" />
      </linearGradient>
    </defs>
  )
}

/** Seams and folds, then the light over everything printed; drawn inside the outline's clip. */
function Shading({ id }: { id: string }) {
  return (
    <>
      <path d="M82,66 C90,104 92,140 92,178 M318,66 C310,104 308,140 308,178" fill="none" stroke="#000000" strokeOpacity={0.2} strokeWidth={2} />
      <path d="M92,178 L114,206 L116,404 H94 Z M308,178 L286,206 L284,404 H306 Z" fill="#000000" fillOpacity={0.08} />
      <path
        d="M108,214 Q126,270 114,336 M292,214 Q274,270 286,336 M156,398 Q162,356 150,318 M244,398 Q238,360 252,326 M22,214 Q44,224 72,220 M378,214 Q356,224 328,220"
        fill="none"
        stroke="#000000"
        strokeOpacity={0.08}
        strokeWidth={4}
        strokeLinecap="round"
      />
      <path d="M88,74 Q62,84 48,118 M312,74 Q338,84 352,118" fill="none" stroke="#FFFFFF" strokeOpacity={0.16} strokeWidth={6} strokeLinecap="round" />
      <rect width={400} height={440} fill={`url(#${id}-across)`} />
      <rect width={400} height={440} fill={`url(#${id}-down)`} />
    </>
  )
}

/** The team name across the chest, sized to stay within it, in white or ink to read on its `backdrop`. */
function TeamName({ name, y, backdrop }: { name: string; y: number; backdrop: string }) {
  return (
    <text
      data-zone="team-name"
      x={200}
      y={y}
      textAnchor="middle"
      dominantBaseline="central"
      fill={contrastText(backdrop)}
      className="font-display"
      fontWeight={700}
      {...fitText(name, CHEST_WIDTH, BAND.height * 0.7, 13)}
    >
      {name}
    </text>
  )
}

/** The sample number on the upper arm of both sleeves, in white or ink with an `outline` of a team colour. */
function SleeveNumbers({ sample, backdrop, outline }: { sample: string; backdrop: string; outline: string }) {
  return (
    <g
      data-zone="number"
      fill={contrastText(backdrop)}
      stroke={outline}
      strokeWidth={3}
      strokeLinejoin="round"
      paintOrder="stroke"
      className="font-display"
      fontWeight={700}
    >
      {SLEEVE_FRAMES.map((frame) => (
        <text key={frame} transform={frame} y={-148} textAnchor="middle" dominantBaseline="central" {...fitText(sample, 44, 30, 18)}>
          {sample}
        </text>
      ))}
    </g>
  )
}

const PATTERN_WORDS: Record<JerseyPattern, (color: string) => string> = {
  plain: (color) => `${color} trim`,
  'single-stripe': (color) => `a ${color} stripe`,
  'double-stripe': (color) => `${color} double stripes`,
  'chest-band': (color) => `a ${color} chest band`,
  yoke: (color) => `a ${color} yoke`,
}
const COLLAR_WORDS: Record<CollarShape | 'plain', string> = {
  'v-neck': 'V-neck collar',
  round: 'round collar with trim',
  laced: 'laced collar',
  plain: 'plain round collar',
}

type Description = { pattern: JerseyPattern; collar: CollarShape | null; primary: string; secondary: string; name: string; sample: string; hasLogo: boolean }

/** The drawing in words, for the accessible name: colours by their nearest common name. */
function describe({ pattern, collar, primary, secondary, name, sample, hasLogo }: Description) {
  return [
    `Jersey preview: ${colorName(primary)} body with ${PATTERN_WORDS[pattern](colorName(secondary))}`,
    COLLAR_WORDS[collar ?? 'plain'],
    name && `team name ${name}`,
    `number ${sample}`,
    hasLogo && 'team logo on the chest',
  ]
    .filter(Boolean)
    .join(', ')
}

/** A live drawing of the team's jersey as designed so far, front view, with each coloured part a named zone. */
export function JerseyPreview({ pattern, primaryColor, secondaryColor, accentColor, collar, teamName, number, logoUrl, className }: Props) {
  const id = useId()
  const primary = normaliseHex(primaryColor) ?? UNSET_COLOR
  const secondary = normaliseHex(secondaryColor) ?? UNSET_COLOR
  // The accent mostly edges and splits the secondary colour's stripes, so it must show against them.
  const accent = (accentColor && normaliseHex(accentColor)) || (contrastRatio(secondary, '#FFFFFF') < 1.5 ? '#111827' : '#FFFFFF')
  const name = printedName(teamName)
  const sample = number.trim() || SAMPLE_NUMBER

  // The chest band carries the name and, where it crosses the sleeves, the numbers.
  const onBand = pattern === 'chest-band'
  const nameY = onBand ? BAND.top + BAND.height / 2 : logoUrl ? 172 : 206
  const sleeveClip = `url(#${id}-sleeves)`

  return (
    <svg
      viewBox="0 0 400 440"
      role="img"
      aria-label={describe({ pattern, collar, primary, secondary, name, sample, hasLogo: Boolean(logoUrl) })}
      className={className}
    >
      <JerseyDefs id={id} />

      <use href={`#${id}-outline`} fill="#0F172A" opacity={0.18} filter={`url(#${id}-blur)`} transform="translate(0 10)" />
      <g clipPath={`url(#${id}-clip)`}>
        <path data-zone="body" d={BODY} fill={primary} />
        <g data-zone="sleeves" fill={primary}>
          {SLEEVES.map((d) => (
            <path key={d} d={d} />
          ))}
        </g>
        <PatternZone pattern={pattern} secondary={secondary} accent={accent} sleeveClip={sleeveClip} />
        <g data-zone="cuffs" fill={secondary}>
          {/* From below the cuff's edge, cut to it by the sleeve's clip. */}
          <SleeveBand from={-24} height={40} clip={sleeveClip} />
        </g>
        <path data-zone="hem" d={hemBand(378, 40)} fill={secondary} />

        {name && <TeamName name={name} y={nameY} backdrop={onBand ? secondary : primary} />}
        {logoUrl && <image data-zone="logo" href={logoUrl} x={154} y={nameY + 26} width={92} height={92} preserveAspectRatio="xMidYMid meet" />}
        <SleeveNumbers sample={sample} backdrop={onBand ? secondary : primary} outline={onBand ? primary : secondary} />

        <Shading id={id} />
        {/* On the yoke the collar takes the body colour: in the yoke's own it would vanish. */}
        {pattern === 'yoke' ? (
          <Collar shape={collar} band={primary} cloth={secondary} trim={accent} />
        ) : (
          <Collar shape={collar} band={secondary} cloth={primary} trim={accent} />
        )}
      </g>
      <use href={`#${id}-outline`} fill="none" stroke="#0F172A" strokeOpacity={0.75} strokeWidth={2.5} strokeLinejoin="round" />
    </svg>
  )
}

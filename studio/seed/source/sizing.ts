import { card, img, ref, table, type SeedDocument } from './helpers'

/*
 * Size data. Where the spec gives only part of a table the rest is filled in with even steps;
 * studio/seed/README.md ("Values filled in") lists every such value.
 *
 * Each table is one size chart; the sizing-guide tabs and the product pages (through the tab a
 * product points to) show the same charts.
 */

type Unit = 'in' | 'lb' | 'years' | 'height'
/** A measurement column: its name, its letter on the diagram, its unit (inches unless said). */
type Measure = [name: string, letter?: string, unit?: Unit]
/** A cell: one number, a range, "up to" a number, or a number "and up". */
type Cell = number | [number, number] | { upTo: number } | { andUp: number }
type Size = { label: string; values: Cell[]; note?: string }

const cell = (value: Cell) => ({
  _type: 'measurementRange',
  ...(typeof value === 'number'
    ? { from: value }
    : Array.isArray(value)
      ? { from: value[0], to: value[1] }
      : 'upTo' in value
        ? { to: value.upTo }
        : { from: value.andUp, andUp: true }),
})

function chart(key: string, title: string, measures: Measure[], sizes: Size[], extra: { note?: string; rowHeading?: string; noteHeading?: string } = {}): SeedDocument {
  for (const size of sizes) if (size.values.length !== measures.length) throw new Error(`${title}: ${size.label} needs ${measures.length} values`)
  return {
    _id: `sizeChart-${key}`,
    _type: 'sizeChart',
    title,
    ...(extra.note ? { note: extra.note } : {}),
    rowHeading: extra.rowHeading ?? 'Size',
    measures: measures.map(([name, letter, unit = 'in']) => ({ _type: 'measure', name, ...(letter ? { letter } : {}), unit })),
    ...(extra.noteHeading ? { noteHeading: extra.noteHeading } : {}),
    sizes: sizes.map((size) => ({ _type: 'chartSize', label: size.label, values: size.values.map(cell), ...(size.note ? { note: size.note } : {}) })),
  }
}

const legend = (entries: string[][]) => entries.map(([key, label]) => ({ _type: 'legendEntry', key, label }))

/** Feet and inches as the chart stores a height: in inches. */
const feet = (ft: number, inches: number) => ft * 12 + inches

// ---------------------------------------------------------------------------------------------
// Jerseys: A length, B width, C total width, D sleeve, E shoulder, F collar.
// Spec: YXS = 19, 23, 25, 9.5, 16, 6 and 4XL = 30, 35, 37, 15, 27, 7.5; the rest is filled in.
// ---------------------------------------------------------------------------------------------
type JerseySize = { code: string; youth: boolean; a: number; b: number; c: number; d: number; e: number; f: number }

const JERSEY_SIZES: JerseySize[] = [
  { code: 'YXS', youth: true, a: 19, b: 23, c: 25, d: 9.5, e: 16, f: 6 },
  { code: 'YS', youth: true, a: 20, b: 24, c: 26, d: 10, e: 17, f: 6 },
  { code: 'YM', youth: true, a: 21, b: 25, c: 27, d: 10.5, e: 18, f: 6.25 },
  { code: 'YL', youth: true, a: 22, b: 26, c: 28, d: 11, e: 19, f: 6.25 },
  { code: 'YXL', youth: true, a: 23, b: 27, c: 29, d: 11.5, e: 20, f: 6.5 },
  { code: 'S', youth: false, a: 24, b: 29, c: 31, d: 12, e: 21, f: 6.5 },
  { code: 'M', youth: false, a: 25, b: 30, c: 32, d: 12.5, e: 22, f: 6.75 },
  { code: 'L', youth: false, a: 26, b: 31, c: 33, d: 13, e: 23, f: 6.75 },
  { code: 'XL', youth: false, a: 27, b: 32, c: 34, d: 13.5, e: 24, f: 7 },
  { code: '2XL', youth: false, a: 28, b: 33, c: 35, d: 14, e: 25, f: 7 },
  { code: '3XL', youth: false, a: 29, b: 34, c: 36, d: 14.5, e: 26, f: 7.25 },
  { code: '4XL', youth: false, a: 30, b: 35, c: 37, d: 15, e: 27, f: 7.5 },
]

/** Extra width of the goalie cut per adult size (the spec: 2-4 inches, sizes S-4XL). */
const GOALIE_EXTRA_WIDTH: Record<string, number> = { S: 2, M: 2, L: 3, XL: 3, '2XL': 3, '3XL': 4, '4XL': 4 }

const JERSEY_MEASURES: Measure[] = [['Length', 'A'], ['Width', 'B'], ['Total Width', 'C'], ['Sleeve', 'D'], ['Shoulder', 'E'], ['Collar', 'F']]
const jerseySize = (size: JerseySize): Size => ({ label: size.code, values: [size.a, size.b, size.c, size.d, size.e, size.f] })
const adultJerseys = JERSEY_SIZES.filter((size) => !size.youth)

const jerseyLegend = legend([
  ['A', 'Length: back of the collar to the bottom hem'],
  ['B', 'Width: across the chest, armpit to armpit'],
  ['C', 'Total width: across the body at the hem'],
  ['D', 'Sleeve: shoulder seam to the cuff'],
  ['E', 'Shoulder: seam to seam across the back'],
  ['F', 'Collar: across the neck opening'],
])

const youthJerseys = chart('jersey-youth', 'Youth Jersey Sizes', JERSEY_MEASURES, JERSEY_SIZES.filter((size) => size.youth).map(jerseySize), {
  note: 'For players up to 5\'6". Measured with the jersey laid flat.',
})
const adultJerseyChart = chart('jersey-adult', 'Adult Jersey Sizes', JERSEY_MEASURES, adultJerseys.map(jerseySize), {
  note: 'For players 5\'7" and taller; pro jerseys share these measurements. Measured with the jersey laid flat.',
})
const goalieJerseys = chart(
  'jersey-goalie',
  'Goalie Cut Jersey Sizes',
  [['Length', 'A'], ['Goalie Width', 'B'], ['Goalie Total Width', 'C'], ['Sleeve', 'D']],
  adultJerseys.map((size) => {
    const extra = GOALIE_EXTRA_WIDTH[size.code] ?? 0
    return { label: size.code, values: [size.a, size.b + extra, size.c + extra, size.d] }
  }),
  { note: 'The Goalie Cut adds 2-4 inches of width in sizes S-4XL; length and sleeves stay those of the standard size.' },
)

// ---------------------------------------------------------------------------------------------
// Socks: the by-age chart from the spec; the guide's Small to X-Large rows are filled in.
// ---------------------------------------------------------------------------------------------
const socksByAge = chart(
  'sock-age',
  'Sock Sizes by Age',
  [['Age', undefined, 'years'], ['Length', 'A'], ['Calf']],
  [
    { label: 'Youth', values: [{ upTo: 12 }, [20, 24], [10, 12]] },
    { label: 'Intermediate', values: [[12, 16], [24, 28], [12, 14]] },
    { label: 'Adult', values: [{ andUp: 16 }, [28, 32], [14, 16]] },
  ],
  { note: 'Pick the size by age first, then check length and calf against your shin guards.' },
)

const sockMeasurements = chart(
  'sock-measurements',
  'Sock Measurements',
  [['Length', 'A'], ['Top Width', 'B'], ['Bottom Width', 'C']],
  [
    { label: 'Youth', values: [21, 7.5, 3.5] },
    { label: 'Small', values: [24, 8, 4] },
    { label: 'Medium', values: [26, 8.5, 4.5] },
    { label: 'Large', values: [28, 9, 5] },
    { label: 'X-Large', values: [30, 9.5, 5.5] },
  ],
  { note: 'Measured with the sock laid flat.' },
)

const sockFit = chart(
  'sock-fit',
  'Which Sock Size?',
  [['Age', undefined, 'years'], ['Shin Guard'], ['Calf']],
  [
    { label: 'Youth', values: [{ upTo: 12 }, [8, 10], [10, 12]] },
    { label: 'Small', values: [[12, 14], [11, 12], [12, 13]] },
    { label: 'Medium', values: [[14, 16], 13, [13, 14]] },
    { label: 'Large', values: [{ andUp: 16 }, [14, 15], [14, 15]] },
    { label: 'X-Large', values: [{ andUp: 16 }, [16, 17], [15, 16]] },
  ],
  { note: 'Youth fits up to age 12, Small and Medium cover the intermediate ages 12-16, Large and X-Large fit ages 16 and up.' },
)

// ---------------------------------------------------------------------------------------------
// Pant shells: S, M and L (waist, hip, length) and the sizes of both tables from the spec; the rest
// is filled in.
// ---------------------------------------------------------------------------------------------
const PANT_MEASURES: Measure[] = [['Waist', 'A'], ['Hip', 'B'], ['Length', 'C']]
const pantShells = chart(
  'pantshell',
  'Pant Shell Sizes',
  PANT_MEASURES,
  [
    { label: 'YXS', values: [[18, 20], [26, 28], 16] },
    { label: 'YS', values: [[20, 22], [28, 30], 17] },
    { label: 'YM', values: [[22, 24], [30, 32], 18] },
    { label: 'YL', values: [[24, 26], [32, 34], 19] },
    { label: 'YXL', values: [[26, 28], [34, 36], 20] },
    { label: 'S', values: [[28, 30], [36, 38], 22] },
    { label: 'M', values: [[32, 34], [40, 42], 23] },
    { label: 'L', values: [[36, 38], [44, 46], 24] },
    { label: 'XL', values: [[40, 42], [48, 50], 25] },
    { label: '2XL', values: [[44, 46], [52, 54], 26] },
    { label: 'YGC', values: [[24, 28], [32, 36], 21] },
    { label: 'GC', values: [[32, 40], [40, 48], 26] },
  ],
  { note: 'Add 2-4 inches to your hockey pant waist. YGC and GC are the youth and adult goalie cuts.' },
)

const goaliePantShells = chart(
  'pantshell-goalie',
  'Goalie Pant Shell Sizes',
  [['Waist', 'A'], ['Length', 'C']],
  [
    { label: 'GC-YS', values: [[22, 24], 18] },
    { label: 'GC-YM', values: [[24, 26], 19] },
    { label: 'GC-YL', values: [[26, 28], 20] },
    { label: 'GC-YXL', values: [[28, 30], 21] },
    { label: 'GC-S', values: [[30, 32], 23] },
    { label: 'GC-M', values: [[34, 36], 24] },
    { label: 'GC-L', values: [[38, 40], 25] },
    { label: 'GC-XL', values: [[42, 44], 26] },
    { label: 'GC-2XL', values: [[46, 48], 27] },
    { label: 'GC-3XL', values: [[50, 52], 28] },
  ],
  { note: 'Add 2-4 inches to your goalie pant waist.' },
)

// ---------------------------------------------------------------------------------------------
// Bags: every dimension from the spec.
// ---------------------------------------------------------------------------------------------
const bags = chart(
  'bag',
  'Bag Dimensions',
  [['Length', 'A'], ['Width', 'B'], ['Height', 'C']],
  [
    { label: 'Coach', values: [21, 12, 13], note: 'Clipboards, whiteboard, first-aid kit and pucks' },
    { label: 'Mite', values: [25, 14, 15], note: 'Our smallest player bag, for the littlest skaters' },
    { label: 'Junior', values: [31, 16, 17], note: 'Full youth player kit' },
    { label: 'Senior', values: [35, 18, 20], note: 'Full adult player kit' },
    { label: 'Goalie', values: [44, 20, 22], note: 'Full goalie gear; rolls on wheels' },
  ],
  { rowHeading: 'Bag', noteHeading: 'Best For', note: 'Outside dimensions, length x width x height.' },
)

// ---------------------------------------------------------------------------------------------
// Team apparel: every number below is filled in (the spec names the columns only).
// ---------------------------------------------------------------------------------------------
type ApparelBody = { code: string; height: [number, number]; weight: [number, number] }
const APPAREL_BODIES: ApparelBody[] = [
  { code: 'YS', height: [feet(3, 10), feet(4, 3)], weight: [45, 60] },
  { code: 'YM', height: [feet(4, 3), feet(4, 8)], weight: [60, 80] },
  { code: 'YL', height: [feet(4, 8), feet(5, 1)], weight: [80, 100] },
  { code: 'YXL', height: [feet(5, 1), feet(5, 6)], weight: [100, 125] },
  { code: 'S', height: [feet(5, 7), feet(5, 9)], weight: [130, 150] },
  { code: 'M', height: [feet(5, 9), feet(5, 11)], weight: [150, 175] },
  { code: 'L', height: [feet(5, 11), feet(6, 1)], weight: [175, 200] },
  { code: 'XL', height: [feet(6, 1), feet(6, 3)], weight: [200, 225] },
  { code: '2XL', height: [feet(6, 2), feet(6, 4)], weight: [225, 255] },
  { code: '3XL', height: [feet(6, 3), feet(6, 5)], weight: [255, 285] },
]
const BODY_MEASURES: Measure[] = [['Height', undefined, 'height'], ['Weight', undefined, 'lb']]

/** Chest (flat, armpit to armpit), length, sleeve, in the order of APPAREL_BODIES. */
const TEE = {
  chest: [15.5, 16.5, 17.5, 18.5, 19, 20.5, 22, 24, 26, 28],
  length: [20, 22, 24, 25, 28, 29, 30, 31, 32, 33],
  sleeve: [6, 6.5, 7, 7.5, 8, 8.25, 8.5, 8.75, 9, 9.25],
}
const HOODIE = {
  chest: [17, 18, 19, 20, 20.5, 22, 23.5, 25.5, 27.5, 29.5],
  length: [21, 23, 24.5, 26, 28, 29, 30, 31, 32, 33],
  sleeve: [18, 20, 22, 23.5, 24, 24.5, 25, 25.5, 26, 26.5],
}
/** Waist range, hip range, inseam. */
const SHORTS = {
  waist: [[21, 22], [22, 24], [24, 26], [26, 28], [28, 30], [31, 33], [34, 36], [37, 40], [41, 44], [45, 48]] as [number, number][],
  hip: [[24, 26], [26, 28], [28, 31], [31, 34], [35, 37], [38, 40], [41, 43], [44, 46], [47, 49], [50, 53]] as [number, number][],
  inseam: [5, 5.5, 6, 6.5, 7, 7, 7.5, 7.5, 8, 8],
}

const top = (key: string, title: string, garment: typeof TEE) =>
  chart(
    key,
    title,
    [['Chest', 'A'], ['Length', 'B'], ['Sleeve', 'C'], ...BODY_MEASURES],
    APPAREL_BODIES.map((body, i) => ({ label: body.code, values: [garment.chest[i]!, garment.length[i]!, garment.sleeve[i]!, body.height, body.weight] })),
    { note: 'Measured with the garment laid flat, with the height and weight each size fits best.' },
  )
const tees = top('apparel-tee', 'T-Shirt Sizes', TEE)
const hoodies = top('apparel-hoodie', 'Hoodie Sizes', HOODIE)
const shorts = chart(
  'apparel-shorts',
  'Shorts Sizes',
  [['Waist'], ['Hip'], ['Inseam'], ...BODY_MEASURES],
  APPAREL_BODIES.map((body, i) => ({ label: body.code, values: [SHORTS.waist[i]!, SHORTS.hip[i]!, SHORTS.inseam[i]!, body.height, body.weight] })),
)

// ---------------------------------------------------------------------------------------------
// Sizing guide tabs
// ---------------------------------------------------------------------------------------------
const tab = (key: string, title: string, order: number, fields: Record<string, unknown>): SeedDocument => ({
  _id: `sizingGuideTab-${key}`,
  _type: 'sizingGuideTab',
  key,
  title,
  order,
  ...fields,
})

const jerseyDiagram = img('diagrams/jersey.svg', 'Hockey jersey outline with measurement points: A length, B width, C total width, D sleeve, E shoulder, F collar')

const sizingGuideTabJerseys = tab('jerseys', 'Jerseys', 0, {
  intro:
    'Hockey jerseys are cut roomy to fit over shoulder and elbow pads. Measure a jersey that fits well, or use the tables below with your gear on in mind.',
  instructions: [
    card('Length (A)', 'Lay a jersey flat and measure from the back of the collar straight down to the bottom hem.'),
    card('Width (B) and Total Width (C)', 'Measure straight across the chest from armpit to armpit for the width, then across the bottom hem for the total width.'),
    card('Sleeve (D) and Shoulder (E)', 'Measure from the shoulder seam to the end of the cuff for the sleeve, and seam to seam across the back for the shoulders.'),
    card('Collar (F)', 'Measure straight across the neck opening with the collar laid flat.'),
  ],
  selectionGuide: [
    'Youth sizes fit players up to 5\'6"; adult sizes fit players 5\'7" and taller.',
    'Always size for your gear: try the measurements against a jersey worn over your pads.',
    'Between two sizes? Take the larger one for room to move and lift your arms.',
    'Goalies should order one size up, or choose a Goalie Cut, which adds 2-4 inches of width in sizes S-4XL.',
  ],
  diagram: jerseyDiagram,
  legend: jerseyLegend,
  tables: [ref(youthJerseys._id), ref(adultJerseyChart._id), ref(goalieJerseys._id)],
})

const sizingGuideTabSocks = tab('socks', 'Socks', 1, {
  intro: 'Hockey socks go over your shin guards and up over the knee, so the right length matters as much as the width.',
  instructions: [
    card('Length (A)', 'Measure from the top band to the bottom of the foot with the sock laid flat, or measure your leg from the top of the thigh to the floor with shin guards on.'),
    card('Top Width (B)', 'Measure across the top band with the sock laid flat. Double it for the circumference.'),
    card('Bottom Width (C)', 'Measure across the ankle opening with the sock laid flat.'),
  ],
  selectionGuide: [
    'Youth socks fit players up to age 12 (length 20-24 in, calf 10-12 in).',
    'Intermediate socks fit ages 12-16 (length 24-28 in, calf 12-14 in).',
    'Adult socks fit ages 16 and up (length 28-32 in, calf 14-16 in).',
    'Match the sock to your shin guard size; if you are between sizes, size up so the sock covers the knee.',
  ],
  diagram: img('diagrams/sock.svg', 'Hockey sock outline with measurement points: A length, B top width, C bottom width'),
  legend: legend([
    ['A', 'Length: top band to the bottom of the foot'],
    ['B', 'Top width: across the top band, laid flat'],
    ['C', 'Bottom width: across the ankle opening, laid flat'],
  ]),
  tables: [ref(socksByAge._id), ref(sockMeasurements._id), ref(sockFit._id)],
})

const sizingGuideTabPantShells = tab('pantshells', 'Pant Shells', 2, {
  intro: 'Pant shells slide over your hockey pants. Size them from your pants, not from your body.',
  instructions: [
    card('Waist (A)', 'Measure around the waist of your hockey pants, then add 2-4 inches to find your shell waist.'),
    card('Hip (B)', 'Measure around the widest part of your hockey pants at the hips.'),
    card('Length (C)', 'Measure from the top of the waistband to the bottom hem of your hockey pants.'),
  ],
  selectionGuide: [
    'Add 2-4 inches to your hockey pant waist measurement to get your shell waist.',
    'Match the length so the shell covers the pants to the top of the knee pads.',
    'Goalies choose a goalie size (GC-YS to GC-3XL) to fit over bulkier goalie pants.',
    'Between sizes? Go up one size: a shell that is too tight limits your stride.',
  ],
  diagram: img('diagrams/pantshell.svg', 'Pant shell outline with measurement points: A waist, B hip, C length'),
  legend: legend([
    ['A', 'Waist: around the waist of your hockey pants'],
    ['B', 'Hip: around the widest part of the pants'],
    ['C', 'Length: waistband to the bottom hem'],
  ]),
  tables: [ref(pantShells._id), ref(goaliePantShells._id)],
})

const sizingGuideTabBags = tab('bags', 'Bags', 3, {
  intro: 'Pick a bag by the gear it has to carry. All dimensions are outside measurements in inches, length x width x height.',
  instructions: [
    card('Length (A)', 'Measure end to end along the longest side of the bag.'),
    card('Width (B)', 'Measure front to back across the base.'),
    card('Height (C)', 'Measure from the base to the top of the bag with the lid closed.'),
  ],
  selectionGuide: [
    'Coach bags (21 x 12 x 13 in) carry clipboards, whiteboards, pucks and first-aid kits.',
    'Mite bags (25 x 14 x 15 in) suit the youngest players.',
    'Junior bags (31 x 16 x 17 in) hold a full youth kit; Senior bags (35 x 18 x 20 in) hold a full adult kit.',
    'Goalies need the Goalie bag (44 x 20 x 22 in), which rolls on wheels.',
  ],
  diagram: img('diagrams/bag.svg', 'Hockey bag outline with measurement points: A length, B width, C height'),
  legend: legend([
    ['A', 'Length: end to end'],
    ['B', 'Width: front to back'],
    ['C', 'Height: base to top'],
  ]),
  tables: [ref(bags._id)],
})

const sizingGuideTabPro = tab('pro', 'Pro Specs', 4, {
  intro:
    'Pro-level jerseys, like the Showtime Game Jersey, share our standard jersey measurements and add pro construction. Goalie Cut jerseys add 2-4 inches of width.',
  instructions: [
    card('Measure a Pro Jersey', 'Lay the jersey flat and measure length, width and sleeve exactly as on the Jerseys tab; pro sizes use the same diagram letters.'),
    card('Check the Goalie Width', 'For a Goalie Cut, compare your chest protector width with the Goalie Width column below.'),
    card('Fit the Fight Strap', 'Fasten the fight strap to your pants with your full gear on, so the jersey stays put when you battle along the boards.'),
  ],
  selectionGuide: [
    'Order your usual jersey size: pro jerseys follow the standard adult measurements.',
    'Goalies: choose the Goalie Cut in your usual size, or order one size up in a standard cut.',
    'Youth pro jerseys follow the youth table on the Jerseys tab.',
  ],
  diagram: jerseyDiagram,
  legend: jerseyLegend,
  tables: [
    ref(adultJerseyChart._id),
    ref(goalieJerseys._id),
    table('Pro Construction', ['Feature', 'Specification'], [
      ['Fight strap', 'Sewn-in strap that fastens to your pants'],
      ['Elbows', 'Double-layer reinforced elbow panels'],
      ['Crest and numbers', 'Embroidered tackle twill, stitched on'],
      ['Shoulders', 'Reinforced shoulder yoke'],
      ['Body fabric', 'Heavyweight, abrasion-resistant pro mesh'],
      ['Collar', 'NHL-style collar: V-neck, round neck with trim, or laced'],
    ]),
  ],
})

const sizingGuideTabApparel = tab('apparel', 'Team Apparel', 5, {
  intro:
    'Team tees, hoodies and shorts come in youth YS-YXL and adult S-3XL. Measurements are of the garment laid flat, with the height and weight each size fits best.',
  instructions: [
    card('Chest (A)', 'Lay a shirt that fits you well flat and measure straight across the chest from armpit to armpit.'),
    card('Length (B) and Sleeve (C)', 'Measure from the top of the shoulder to the hem for the length, and from the shoulder seam to the cuff for the sleeve.'),
    card('Shorts', 'Measure around your natural waist and the widest part of your hips; the inseam runs from the crotch seam to the leg hem.'),
  ],
  selectionGuide: [
    'Youth sizes fit up to 5\'6"; adult sizes fit 5\'7" and taller.',
    'Use the height and weight columns as a starting point, then check the chest measurement.',
    'Hoodies are cut roomier than tees so they layer over a shirt.',
    'We recommend a minimum of 10 items for team apparel orders.',
  ],
  diagram: img('diagrams/apparel.svg', 'T-shirt outline with measurement points: A chest, B length, C sleeve'),
  legend: legend([
    ['A', 'Chest: across the chest, armpit to armpit'],
    ['B', 'Length: top of the shoulder to the hem'],
    ['C', 'Sleeve: shoulder seam to the cuff'],
  ]),
  tables: [ref(tees._id), ref(hoodies._id), ref(shorts._id)],
})

export const sizingDocuments: SeedDocument[] = [
  youthJerseys,
  adultJerseyChart,
  goalieJerseys,
  socksByAge,
  sockMeasurements,
  sockFit,
  pantShells,
  goaliePantShells,
  bags,
  tees,
  hoodies,
  shorts,
  sizingGuideTabJerseys,
  sizingGuideTabSocks,
  sizingGuideTabPantShells,
  sizingGuideTabBags,
  sizingGuideTabPro,
  sizingGuideTabApparel,
]

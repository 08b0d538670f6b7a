import { card, img, table, type SeedDocument } from './helpers'

/*
 * Size data, all in inches. Where the spec gives only part of a table the rest is filled in
 * with even steps; studio/seed/README.md ("Values filled in") lists every such value.
 */

const inches = (value: number | string) => `${value} in`

// ---------------------------------------------------------------------------------------------
// Jerseys: A length, B width, C total width, D sleeve, E shoulder, F collar.
// Spec: YXS = 19, 23, 25, 9.5, 16, 6 and 4XL = 30, 35, 37, 15, 27, 7.5; the rest is filled in.
// ---------------------------------------------------------------------------------------------
type JerseySize = { code: string; name: string; youth: boolean; a: number; b: number; c: number; d: number; e: number; f: number }

const JERSEY_SIZES: JerseySize[] = [
  { code: 'YXS', name: 'Youth XS', youth: true, a: 19, b: 23, c: 25, d: 9.5, e: 16, f: 6 },
  { code: 'YS', name: 'Youth S', youth: true, a: 20, b: 24, c: 26, d: 10, e: 17, f: 6 },
  { code: 'YM', name: 'Youth M', youth: true, a: 21, b: 25, c: 27, d: 10.5, e: 18, f: 6.25 },
  { code: 'YL', name: 'Youth L', youth: true, a: 22, b: 26, c: 28, d: 11, e: 19, f: 6.25 },
  { code: 'YXL', name: 'Youth XL', youth: true, a: 23, b: 27, c: 29, d: 11.5, e: 20, f: 6.5 },
  { code: 'S', name: 'Adult S', youth: false, a: 24, b: 29, c: 31, d: 12, e: 21, f: 6.5 },
  { code: 'M', name: 'Adult M', youth: false, a: 25, b: 30, c: 32, d: 12.5, e: 22, f: 6.75 },
  { code: 'L', name: 'Adult L', youth: false, a: 26, b: 31, c: 33, d: 13, e: 23, f: 6.75 },
  { code: 'XL', name: 'Adult XL', youth: false, a: 27, b: 32, c: 34, d: 13.5, e: 24, f: 7 },
  { code: '2XL', name: 'Adult 2XL', youth: false, a: 28, b: 33, c: 35, d: 14, e: 25, f: 7 },
  { code: '3XL', name: 'Adult 3XL', youth: false, a: 29, b: 34, c: 36, d: 14.5, e: 26, f: 7.25 },
  { code: '4XL', name: 'Adult 4XL', youth: false, a: 30, b: 35, c: 37, d: 15, e: 27, f: 7.5 },
]

/** Extra width of the goalie cut per adult size (the spec: 2-4 inches, sizes S-4XL). */
const GOALIE_EXTRA_WIDTH: Record<string, number> = { S: 2, M: 2, L: 3, XL: 3, '2XL': 3, '3XL': 4, '4XL': 4 }

const jerseyColumns = ['Size', 'Length (A)', 'Width (B)', 'Total Width (C)', 'Sleeve (D)', 'Shoulder (E)', 'Collar (F)']
const jerseyRow = (size: JerseySize) => [size.code, ...[size.a, size.b, size.c, size.d, size.e, size.f].map(String)]

const jerseyLegend = [
  ['A', 'Length: back of the collar to the bottom hem'],
  ['B', 'Width: across the chest, armpit to armpit'],
  ['C', 'Total width: across the body at the hem'],
  ['D', 'Sleeve: shoulder seam to the cuff'],
  ['E', 'Shoulder: seam to seam across the back'],
  ['F', 'Collar: across the neck opening'],
]

const legend = (entries: string[][]) => entries.map(([key, label]) => ({ _type: 'legendEntry', key, label }))
const measurement = (sizeLabel: string, details: string[]) => ({ _type: 'measurement', sizeLabel, details })

const sizingChartJersey: SeedDocument = {
  _id: 'sizingChart-jersey',
  _type: 'sizingChart',
  title: 'Jersey Sizing',
  description:
    'All measurements are of the jersey laid flat, in inches. Youth sizes fit players up to 5\'6", adult sizes fit players 5\'7" and taller. Goalies should order one size up.',
  productType: 'jersey',
  diagram: img('diagrams/jersey.svg', 'Hockey jersey outline with measurement points: A length, B width, C total width, D sleeve, E shoulder, F collar'),
  legend: legend(jerseyLegend),
  measurements: [
    ...JERSEY_SIZES.map((size) =>
      measurement(`${size.name} (${size.code})`, [
        `Length (A): ${inches(size.a)}`,
        `Width (B): ${inches(size.b)}`,
        `Total Width (C): ${inches(size.c)}`,
        `Sleeve (D): ${inches(size.d)}`,
        `Shoulder (E): ${inches(size.e)}`,
        `Collar (F): ${inches(size.f)}`,
      ]),
    ),
    measurement('Goalie Cut (S-4XL)', [
      'Sizes: S through 4XL',
      'Width (B and C): 2-4 in wider than the standard size',
      'Length and sleeves: same as the standard size',
      'Fit tip: goalies wearing a standard cut should order one size up',
    ]),
  ],
}

// ---------------------------------------------------------------------------------------------
// Socks: chart from the spec; the guide's Small to X-Large rows are filled in.
// ---------------------------------------------------------------------------------------------
const sizingChartSock: SeedDocument = {
  _id: 'sizingChart-sock',
  _type: 'sizingChart',
  title: 'Sock Sizing',
  description: 'Pick the size by age first, then check length and calf against your shin guards. Sock lengths are measured top to toe, in inches.',
  productType: 'sock',
  diagram: img('diagrams/sock.svg', 'Hockey sock outline with measurement points: A length, B top width, C bottom width'),
  legend: legend([
    ['A', 'Length: top band to the bottom of the foot'],
    ['B', 'Top width: across the top band, laid flat'],
    ['C', 'Bottom width: across the ankle opening, laid flat'],
  ]),
  measurements: [
    measurement('Youth (up to age 12)', ['Age: up to 12', 'Length (A): 20-24 in', 'Calf: 10-12 in']),
    measurement('Intermediate (ages 12-16)', ['Age: 12-16', 'Length (A): 24-28 in', 'Calf: 12-14 in']),
    measurement('Adult (ages 16+)', ['Age: 16 and up', 'Length (A): 28-32 in', 'Calf: 14-16 in']),
  ],
}

const SOCK_GUIDE_ROWS = [
  ['Youth', '21', '7.5', '3.5'],
  ['Small', '24', '8', '4'],
  ['Medium', '26', '8.5', '4.5'],
  ['Large', '28', '9', '5'],
  ['X-Large', '30', '9.5', '5.5'],
]

const SOCK_FIT_ROWS = [
  ['Youth', 'Up to 12', '8-10 in', '10-12 in'],
  ['Small', '12-14', '11-12 in', '12-13 in'],
  ['Medium', '14-16', '13 in', '13-14 in'],
  ['Large', '16+', '14-15 in', '14-15 in'],
  ['X-Large', '16+', '16-17 in', '15-16 in'],
]

// ---------------------------------------------------------------------------------------------
// Pant shells: Adult Small/Medium/Large from the spec; youth rows and the guide tables filled in.
// ---------------------------------------------------------------------------------------------
const sizingChartPantShell: SeedDocument = {
  _id: 'sizingChart-pantshell',
  _type: 'sizingChart',
  title: 'Pant Shell Sizing',
  description:
    'Shells slide over your hockey pants, so measure the pants, not your body: add 2-4 inches to your hockey pant waist to find your shell waist. Measurements in inches.',
  productType: 'pantshell',
  diagram: img('diagrams/pantshell.svg', 'Pant shell outline with measurement points: A waist, B hip, C length'),
  legend: legend([
    ['A', 'Waist: around the waist of your hockey pants'],
    ['B', 'Hip: around the widest part of the pants'],
    ['C', 'Length: waistband to the bottom hem'],
  ]),
  measurements: [
    measurement('Youth Small', ['Waist (A): 20-22 in', 'Hip (B): 28-30 in', 'Length (C): 17 in']),
    measurement('Youth Medium', ['Waist (A): 22-24 in', 'Hip (B): 30-32 in', 'Length (C): 18 in']),
    measurement('Youth Large', ['Waist (A): 24-26 in', 'Hip (B): 32-34 in', 'Length (C): 19 in']),
    measurement('Adult Small', ['Waist (A): 28-30 in', 'Hip (B): 36-38 in', 'Length (C): 22 in']),
    measurement('Adult Medium', ['Waist (A): 32-34 in', 'Hip (B): 40-42 in', 'Length (C): 23 in']),
    measurement('Adult Large', ['Waist (A): 36-38 in', 'Hip (B): 44-46 in', 'Length (C): 24 in']),
    measurement('Goalie Cut', [
      'Sizes: GC-YS through GC-3XL',
      'Waist (A): about 2 in roomier than the matching player size',
      'Length (C): about 1 in longer than the matching player size',
    ]),
  ],
}

const PANT_STANDARD_ROWS = [
  ['YXS', '18-20', '16'],
  ['YS', '20-22', '17'],
  ['YM', '22-24', '18'],
  ['YL', '24-26', '19'],
  ['YXL', '26-28', '20'],
  ['S', '28-30', '22'],
  ['M', '32-34', '23'],
  ['L', '36-38', '24'],
  ['XL', '40-42', '25'],
  ['2XL', '44-46', '26'],
  ['YGC', '24-28', '21'],
  ['GC', '32-40', '26'],
]

const PANT_GOALIE_ROWS = [
  ['GC-YS', '22-24', '18'],
  ['GC-YM', '24-26', '19'],
  ['GC-YL', '26-28', '20'],
  ['GC-YXL', '28-30', '21'],
  ['GC-S', '30-32', '23'],
  ['GC-M', '34-36', '24'],
  ['GC-L', '38-40', '25'],
  ['GC-XL', '42-44', '26'],
  ['GC-2XL', '46-48', '27'],
  ['GC-3XL', '50-52', '28'],
]

// ---------------------------------------------------------------------------------------------
// Bags: every dimension from the spec.
// ---------------------------------------------------------------------------------------------
const BAG_SIZES = [
  { name: 'Coach', label: 'Coach Bag', l: 21, w: 12, h: 13, note: 'Clipboards, whiteboard, first-aid kit and pucks' },
  { name: 'Mite', label: 'Youth Mite', l: 25, w: 14, h: 15, note: 'Our smallest player bag, for the littlest skaters' },
  { name: 'Junior', label: 'Youth Junior', l: 31, w: 16, h: 17, note: 'Full youth player kit' },
  { name: 'Senior', label: 'Adult Senior', l: 35, w: 18, h: 20, note: 'Full adult player kit' },
  { name: 'Goalie', label: 'Goalie Bag (with wheels)', l: 44, w: 20, h: 22, note: 'Full goalie gear; rolls on wheels' },
]

const sizingChartBag: SeedDocument = {
  _id: 'sizingChart-bag',
  _type: 'sizingChart',
  title: 'Bag Dimensions',
  description: 'Outside dimensions in inches, written length x width x height. Choose the bag that swallows your full kit with room to air it out.',
  productType: 'bag',
  diagram: img('diagrams/bag.svg', 'Hockey bag outline with measurement points: A length, B width, C height'),
  legend: legend([
    ['A', 'Length: end to end'],
    ['B', 'Width: front to back'],
    ['C', 'Height: base to top'],
  ]),
  measurements: BAG_SIZES.map((bag) =>
    measurement(bag.label, [
      `Length (A): ${inches(bag.l)}`,
      `Width (B): ${inches(bag.w)}`,
      `Height (C): ${inches(bag.h)}`,
      `Dimensions: ${bag.l} x ${bag.w} x ${bag.h} in${bag.name === 'Goalie' ? ', with wheels' : ''}`,
    ]),
  ),
}

// ---------------------------------------------------------------------------------------------
// Team apparel: every number below is filled in (the spec names the columns only).
// ---------------------------------------------------------------------------------------------
type ApparelBody = { code: string; name: string; height: string; weight: string }
const APPAREL_BODIES: ApparelBody[] = [
  { code: 'YS', name: 'Youth S', height: '3\'10"-4\'3"', weight: '45-60 lb' },
  { code: 'YM', name: 'Youth M', height: '4\'3"-4\'8"', weight: '60-80 lb' },
  { code: 'YL', name: 'Youth L', height: '4\'8"-5\'1"', weight: '80-100 lb' },
  { code: 'YXL', name: 'Youth XL', height: '5\'1"-5\'6"', weight: '100-125 lb' },
  { code: 'S', name: 'Adult S', height: '5\'7"-5\'9"', weight: '130-150 lb' },
  { code: 'M', name: 'Adult M', height: '5\'9"-5\'11"', weight: '150-175 lb' },
  { code: 'L', name: 'Adult L', height: '5\'11"-6\'1"', weight: '175-200 lb' },
  { code: 'XL', name: 'Adult XL', height: '6\'1"-6\'3"', weight: '200-225 lb' },
  { code: '2XL', name: 'Adult 2XL', height: '6\'2"-6\'4"', weight: '225-255 lb' },
  { code: '3XL', name: 'Adult 3XL', height: '6\'3"-6\'5"', weight: '255-285 lb' },
]

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
  waist: ['21-22', '22-24', '24-26', '26-28', '28-30', '31-33', '34-36', '37-40', '41-44', '45-48'],
  hip: ['24-26', '26-28', '28-31', '31-34', '35-37', '38-40', '41-43', '44-46', '47-49', '50-53'],
  inseam: [5, 5.5, 6, 6.5, 7, 7, 7.5, 7.5, 8, 8],
}

const topRows = (garment: typeof TEE) =>
  APPAREL_BODIES.map((body, i) => [body.code, String(garment.chest[i]), String(garment.length[i]), String(garment.sleeve[i]), body.height, body.weight])
const shortsRows = APPAREL_BODIES.map((body, i) => [body.code, SHORTS.waist[i]!, SHORTS.hip[i]!, String(SHORTS.inseam[i]), body.height, body.weight])

const sizingChartApparel: SeedDocument = {
  _id: 'sizingChart-apparel',
  _type: 'sizingChart',
  title: 'Team Apparel Sizing',
  description:
    'Team tee measurements in inches, garment laid flat, with the height and weight each size fits best. Hoodies and shorts have their own tables in the sizing guide.',
  productType: 'apparel',
  diagram: img('diagrams/apparel.svg', 'T-shirt outline with measurement points: A chest, B length, C sleeve'),
  legend: legend([
    ['A', 'Chest: across the chest, armpit to armpit'],
    ['B', 'Length: top of the shoulder to the hem'],
    ['C', 'Sleeve: shoulder seam to the cuff'],
  ]),
  measurements: [
    ...APPAREL_BODIES.map((body, i) =>
      measurement(`${body.name} (${body.code})`, [
        `Chest (A): ${inches(TEE.chest[i]!)}`,
        `Length (B): ${inches(TEE.length[i]!)}`,
        `Sleeve (C): ${inches(TEE.sleeve[i]!)}`,
        `Height: ${body.height}`,
        `Weight: ${body.weight}`,
      ]),
    ),
    measurement('Hoodie', [
      'Chest (A): 1-1.5 in roomier than the tee of the same size',
      'Sleeve (C): full length, 18 in (YS) to 26.5 in (3XL)',
    ]),
    measurement('Shorts', ['Waist: 21-22 in (YS) to 45-48 in (3XL)', 'Inseam: 5 in (YS) to 8 in (3XL)']),
  ],
}

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
  tables: [
    table('Youth Jersey Sizes (inches)', jerseyColumns, JERSEY_SIZES.filter((s) => s.youth).map(jerseyRow), 'For players up to 5\'6".'),
    table(
      'Adult Jersey Sizes (inches)',
      jerseyColumns,
      JERSEY_SIZES.filter((s) => !s.youth).map(jerseyRow),
      'For players 5\'7" and taller. Goalie Cut adds 2-4 inches of width in sizes S-4XL.',
    ),
  ],
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
  tables: [
    table('Sock Measurements (inches)', ['Size', 'Length (A)', 'Top Width (B)', 'Bottom Width (C)'], SOCK_GUIDE_ROWS),
    table('Which Sock Size?', ['Size', 'Age', 'Shin Guard', 'Calf'], SOCK_FIT_ROWS, 'Youth fits up to age 12, Small and Medium cover the intermediate ages 12-16, Large and X-Large fit ages 16 and up.'),
  ],
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
  tables: [
    table(
      'Standard Pant Shell Sizes (inches)',
      ['Size', 'Waist', 'Length'],
      PANT_STANDARD_ROWS,
      'Add 2-4 inches to your hockey pant waist. YGC and GC are the youth and adult goalie cuts.',
    ),
    table('Goalie Pant Shell Sizes (inches)', ['Size', 'Waist', 'Length'], PANT_GOALIE_ROWS, 'Add 2-4 inches to your goalie pant waist.'),
  ],
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
  tables: [
    table(
      'Bag Dimensions (inches)',
      ['Bag', 'Length (A)', 'Width (B)', 'Height (C)', 'Best For'],
      BAG_SIZES.map((bag) => [bag.name, String(bag.l), String(bag.w), String(bag.h), bag.note]),
    ),
  ],
})

const adultJerseys = JERSEY_SIZES.filter((s) => !s.youth)

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
  tables: [
    table(
      'Pro Cut Measurements (inches)',
      jerseyColumns,
      adultJerseys.map(jerseyRow),
      'Same body measurements as our standard adult jerseys.',
    ),
    table(
      'Goalie Cut Measurements (inches)',
      ['Size', 'Length (A)', 'Goalie Width (B)', 'Goalie Total Width (C)', 'Sleeve (D)'],
      adultJerseys.map((s) => {
        const extra = GOALIE_EXTRA_WIDTH[s.code] ?? 0
        return [s.code, String(s.a), String(s.b + extra), String(s.c + extra), String(s.d)]
      }),
      'The Goalie Cut adds 2-4 inches of width in sizes S-4XL.',
    ),
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
  tables: [
    table('T-Shirt Sizes (inches)', ['Size', 'Chest (A)', 'Length (B)', 'Sleeve (C)', 'Height', 'Weight'], topRows(TEE)),
    table('Hoodie Sizes (inches)', ['Size', 'Chest (A)', 'Length (B)', 'Sleeve (C)', 'Height', 'Weight'], topRows(HOODIE)),
    table('Shorts Sizes (inches)', ['Size', 'Waist', 'Hip', 'Inseam', 'Height', 'Weight'], shortsRows),
  ],
})

export const sizingDocuments: SeedDocument[] = [
  sizingChartJersey,
  sizingChartSock,
  sizingChartPantShell,
  sizingChartBag,
  sizingChartApparel,
  sizingGuideTabJerseys,
  sizingGuideTabSocks,
  sizingGuideTabPantShells,
  sizingGuideTabBags,
  sizingGuideTabPro,
  sizingGuideTabApparel,
]

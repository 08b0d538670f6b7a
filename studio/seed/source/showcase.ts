import { img, ref, type SeedDocument } from './helpers'
import { CHEL_TIERS, HOTWHEELS_TIERS, SHINNY_TIERS, SHOWTIME_TIERS } from './products'

/* Testimonials: ordered as the spec lists the roles. */

const testimonialMarthasVineyard: SeedDocument = {
  _id: 'testimonial-marthas-vineyard',
  _type: 'testimonial',
  title: 'Our Charity Game Never Looked Better',
  content:
    'Every year our fundraiser brings the whole island to the rink, and this year both teams took the ice in custom jerseys. The mockups were spot on, the jerseys arrived in plenty of time, and we auctioned them off after the game for even more money for the cause.',
  sourceRole: 'Annual Fundraising Event Coordinator',
  organization: "Martha's Vineyard charity hockey fundraiser",
  image: img('testimonials/marthas-vineyard.svg', "Players in light and dark blue jerseys battle for the puck at the Martha's Vineyard charity game, under lighthouse and heart banners"),
  imagePosition: 'center',
  order: 0,
}

const testimonialHillsideSchool: SeedDocument = {
  _id: 'testimonial-hillside-school',
  _type: 'testimonial',
  title: 'One Supplier for Every Team in the School',
  content:
    'We outfit varsity, JV and our youth program, and NorthLine handles all of it. The designers kept our crest consistent across every team, the sizing guide made fitting our players simple, and our reorders for new players come back quickly because the designs are on file.',
  sourceRole: 'Athletic Director',
  organization: 'Hillside School',
  image: img('testimonials/hillside-school.svg', 'Five Hillside School players in green and gold jerseys lined up on an outdoor rink in front of the school'),
  imagePosition: 'top',
  order: 1,
}

const testimonialMensLeague: SeedDocument = {
  _id: 'testimonial-mens-league',
  _type: 'testimonial',
  title: 'We Finally Look Like a Real Team',
  content:
    'Our men\'s league team had been playing in mismatched practice jerseys for years. Ordering was easy, every nameplate and number was perfect, and the jerseys have held up to a full season of games. The guys love them.',
  sourceRole: 'Team Captain',
  organization: "Men's league team",
  image: img('testimonials/mens-league.svg', "Men's league players in red jerseys numbered 12, 7, 44 and 19 sitting on the bench, seen from behind"),
  imagePosition: 'center',
  order: 2,
}

/* Jersey examples for the sizing guide carousel. */

const EXAMPLES: [name: string, looks: string][] = [
  ['Harbour Hawks', 'red with white stripes on the sleeves and hem and a white chevron crest'],
  ['Northwood Lumberjacks', 'forest green with a gold yoke, a laced collar and a pine-tree crest'],
  ['Ridgeline Ravens', 'black with a purple yoke and hem and an R shield crest'],
  ['Steel City Forge', 'black with orange stripes and a lightning-bolt crest'],
  ['Coastal Currents', 'white with a teal wave along the hem and a wave crest'],
  ['Valley Vipers', 'maroon with a grey yoke, a zigzag hem band and a V shield crest'],
]

const jerseyExamples: SeedDocument[] = EXAMPLES.map(([name, looks], index) => ({
  _id: `jerseyExample-${index + 1}`,
  _type: 'jerseyExample',
  number: index + 1,
  name,
  image: img(`examples/example-${index + 1}.svg`, `${name} custom hockey jersey: ${looks}`),
}))

/* Jersey templates: a starting design per jersey line, priced like its product. */

const jerseyTemplates: SeedDocument[] = [
  {
    _id: 'jerseyTemplate-showtime',
    _type: 'jerseyTemplate',
    name: 'Showtime Classic Yoke',
    description:
      'A traditional pro look: navy body, a sky-blue shoulder yoke, double stripes on the sleeves and hem, and an embroidered tackle twill crest. A great start for teams that want a timeless jersey.',
    previewImage: img('products/showtime-front.svg', 'Showtime Game Jersey in navy with a sky-blue shoulder yoke and a star-on-shield crest'),
    product: ref('product-showtime-jersey'),
    palette: ['#003360', '#00A0DF', '#FFFFFF'],
    pattern: 'yoke',
    pricingTiers: SHOWTIME_TIERS,
  },
  {
    _id: 'jerseyTemplate-chel',
    _type: 'jerseyTemplate',
    name: 'CHEL Gold Stripes',
    description:
      'Black and gold with double stripes on the sleeves, a bold hem band and a laced collar. Sublimated, so every color stays sharp all season.',
    previewImage: img('products/chel-front.svg', 'CHEL Game Jersey in black with gold stripes and a laced collar'),
    product: ref('product-chel-jersey'),
    palette: ['#111827', '#F2A900', '#FFFFFF'],
    pattern: 'double-stripe',
    pricingTiers: CHEL_TIERS,
  },
  {
    _id: 'jerseyTemplate-shinny',
    _type: 'jerseyTemplate',
    name: 'Shinny Simple Stripe',
    description: 'Clean and classic: a white jersey with a single navy stripe on each sleeve and the hem, plus your names and numbers. Perfect for pick-up groups.',
    previewImage: img('products/shinny-front.svg', 'Shinny Game Jersey in white with a navy stripe on the sleeves and hem'),
    product: ref('product-shinny-jersey'),
    palette: ['#F8FAFC', '#003360'],
    pattern: 'single-stripe',
    pricingTiers: SHINNY_TIERS,
  },
  {
    _id: 'jerseyTemplate-hotwheels',
    _type: 'jerseyTemplate',
    name: 'Hotwheels Speed Band',
    description: 'Black LITEFlow mesh with orange side panels and a yellow band slashing across the chest: a fast look for inline teams that stays cool all game.',
    previewImage: img('products/hotwheels-front.svg', 'Hotwheels Inline Game Jersey in black mesh with orange panels and a yellow chest slash'),
    product: ref('product-hotwheels-jersey'),
    palette: ['#111111', '#F97316', '#FACC15'],
    pattern: 'chest-band',
    pricingTiers: HOTWHEELS_TIERS,
  },
]

export const showcaseDocuments: SeedDocument[] = [
  testimonialMarthasVineyard,
  testimonialHillsideSchool,
  testimonialMensLeague,
  ...jerseyExamples,
  ...jerseyTemplates,
]

import { faq, img, paragraphs, ref, slug, tier, type SeedDocument } from './helpers'

/* ------------------------------------------------------------------------------------------ *
 * Small builders for the repeated parts of a product.
 * ------------------------------------------------------------------------------------------ */

const LEAD_TIME = '2-3 weeks from design approval'

type Option = { name: string; description: string; price: number; priceUnit?: string; image?: ReturnType<typeof img> }
const option = (name: string, description: string, price: number, extra: Partial<Option> = {}) => ({
  _type: 'productOption',
  name,
  description,
  price,
  ...extra,
})

const variant = (name: string, color: string, colorCode: string, inStock = true) => ({
  _type: 'variant',
  name,
  color,
  colorCode,
  inStock,
})

const group = (title: string, description: string, options: string[]) => ({
  _type: 'customizationGroup',
  title,
  description,
  options,
})

// Shared FAQ answers, worded once so every page says the same thing as the spec.
const faqMinimumJerseys = faq(
  'Is there a minimum order?',
  'No, there is no minimum order: you can order a single jersey for a new player or a late addition. Team orders of 10 or more jerseys get bulk discounts.',
)
const faqProduction = faq(
  'How long does production take?',
  'Production takes 2-3 weeks from design approval. Need it sooner? Rush production is possible for an extra fee; contact us with your date and we will tell you what we can do.',
)
const faqMockup = faq(
  'Will I see my design before it is made?',
  'Yes. Our designers send you a digital mockup of your order, and nothing goes into production until you approve it.',
)
const faqYouthAdult = faq(
  'Should I order youth or adult sizes?',
  'Youth sizes fit players up to 5\'6"; adult sizes fit players 5\'7" and taller. The sizing information on this page and our full sizing guide list every measurement.',
)
const faqGoalieJersey = faq(
  'What size should our goalie order?',
  'Goalies should order one size up so the jersey fits over a chest protector and arm pads.',
)

const jerseyCustomization = (decoration: string) => [
  group('Colors', 'Match your team colors exactly, with contrast panels and striping.', [
    'Primary, secondary and accent colors',
    'Contrast yoke and shoulder panels',
    'Sleeve and hem striping',
    'Color-matched collar',
  ]),
  group('Logos & Lettering', `Your crest and team name, ${decoration}.`, [
    'Front crest',
    'Shoulder logos',
    'Team name lettering',
    'Sponsor or league marks',
  ]),
  group('Names & Numbers', 'Every player gets their own nameplate and number.', [
    'Player nameplate on the back',
    'Back numbers',
    'Sleeve numbers',
    'One- or two-color numbers',
  ]),
  group('Patches', 'Finish the jersey with leadership and special-occasion patches.', [
    'Captain (C) patch',
    'Assistant (A) patch',
    'Memorial or anniversary patch',
    'Tournament or championship patch',
  ]),
]

const jerseyFlags = { allowPlayerName: true, allowPlayerNumber: true, allowTeamName: true, allowCustomColors: true }

const product = (productSlug: string, fields: Record<string, unknown>): SeedDocument => ({
  _id: `product-${productSlug}`,
  _type: 'product',
  slug: slug(productSlug),
  minOrderQuantity: 1,
  leadTime: LEAD_TIME,
  ...fields,
})

/* ------------------------------------------------------------------------------------------ *
 * Jerseys
 * ------------------------------------------------------------------------------------------ */

const showtimeOptions = [
  option(
    'Standard Pro',
    'Our pro-level game jersey: heavyweight pro mesh, embroidered tackle twill crest, names and numbers, reinforced elbows and a fight strap.',
    100,
  ),
  option(
    'Elite Pro',
    'Everything in the Standard Pro plus premium touches: embroidered shoulder logos, multi-layer twill numbers and contrast detailing on the collar and cuffs.',
    120,
  ),
  option(
    'Goalie Cut',
    'The Standard Pro built for netminders, with 2-4 inches of extra width in sizes S-4XL to fit over a chest protector.',
    110,
  ),
]

export const SHOWTIME_TIERS = [tier(1, 9, 100), tier(10, 24, 95), tier(25, undefined, 90)]

const showtimeJersey = product('showtime-jersey', {
  name: 'Showtime Game Jersey',
  expressPricePerPlayer: 65,
  category: 'jerseys',
  productType: 'jersey',
  tags: ['game-day', 'team-order', 'premium', 'embroidered', 'goalie', 'ice-hockey'],
  shortDescription:
    'Our flagship pro-level game jersey, with embroidered tackle twill logos and numbers for teams that want to look their best under the lights.',
  description: paragraphs(
    'The Showtime Game Jersey is the one we would wear to a final. Every crest, nameplate and number is cut from tackle twill and embroidered on, giving your logo the depth and texture you see on pro ice.',
    'Heavyweight pro mesh, reinforced elbows and a sewn-in fight strap stand up to a full season of battles along the boards, and an NHL-style collar in the style you choose during ordering finishes the look.',
    'Choose the Standard Pro for your roster, step up to the Elite Pro for extra embroidered detail, and put your netminders in the Goalie Cut, which adds 2-4 inches of width for chest protectors.',
  ),
  features: [
    'Embroidered tackle twill logos, names and numbers',
    'Heavyweight, abrasion-resistant pro mesh body',
    'Reinforced double-layer elbows and a sewn-in fight strap',
    'NHL-style collar: classic V-neck, round neck with team-colored trim, or laced',
    'Unlimited team colors, striping and contrast panels',
    'Youth YXS-YXL and adult S-4XL, plus a Goalie Cut',
    'Digital mockup for your approval before production',
  ],
  image: img('products/showtime-front.svg', 'Front of the Showtime Game Jersey: navy body, sky-blue shoulder yoke, V-neck collar and a star-on-shield crest'),
  additionalImages: [
    img('products/showtime-back.svg', 'Back of the Showtime Game Jersey with the nameplate MORRISON and number 17 on the back and sleeves'),
    img('products/showtime-detail.svg', 'Close-up of the stitched star-on-shield tackle twill crest and number on the Showtime Game Jersey'),
  ],
  collarImage: img('products/showtime-collar.svg', 'Three Showtime collar styles side by side in navy and sky blue: V-neck, round neck and laced collar'),
  options: showtimeOptions,
  variants: [
    variant('Navy & Sky Blue', 'Navy', '#003360'),
    variant('Red & White', 'Red', '#C8102E'),
    variant('Black & Gold', 'Black', '#111111'),
  ],
  pricingTiers: SHOWTIME_TIERS,
  customizationGroups: jerseyCustomization('embroidered in tackle twill'),
  sizing: ref('sizingGuideTab-jerseys'),
  faqs: [
    faq(
      'What is tackle twill?',
      'Tackle twill is a durable fabric that is cut into your logo, letters and numbers and stitched onto the jersey. It is raised and textured, it will not crack or peel, and it is what the pros wear.',
    ),
    faqMinimumJerseys,
    faqProduction,
    faqMockup,
    faq(
      'What size should our goalie order?',
      'Goalies can choose the Goalie Cut, which adds 2-4 inches of width in sizes S-4XL, or order one size up in the Standard Pro.',
    ),
    faqYouthAdult,
  ],
  ...jerseyFlags,
})

const chelOptions = [
  option(
    'CHEL Game Jersey',
    'A lightweight game jersey with full-color sublimated graphics, so your design never fades, cracks or peels.',
    65,
  ),
  option(
    'CHEL Enhanced',
    'The CHEL Game Jersey upgraded with heavier mesh, reinforced elbows and a sewn-in fight strap, for teams that play hard all season.',
    75,
  ),
  option('CHEL Youth', 'The CHEL Game Jersey in youth sizes YXS-YXL, for players up to 5\'6".', 55),
]

export const CHEL_TIERS = [tier(1, 9, 65), tier(10, 24, 62), tier(25, undefined, 59)]

const chelJersey = product('chel-jersey', {
  name: 'CHEL Game Jersey',
  expressPricePerPlayer: 65,
  category: 'jerseys',
  productType: 'jersey',
  tags: ['game-day', 'team-order', 'sublimated', 'youth', 'ice-hockey'],
  shortDescription:
    'A sharp, lightweight game jersey with full-color sublimated graphics: a pro look at a price the whole roster can get behind.',
  description: paragraphs(
    'The CHEL Game Jersey brings bold, pro-style design to every team. Your colors, crest, names and numbers are sublimated right into the fabric, so there is no limit on color and nothing to crack or peel after a hundred washes.',
    'It is light, breathable and cut to fit over your gear, with an NHL-style collar in the style you choose during ordering. Go Enhanced for heavier mesh, reinforced elbows and a fight strap, or pick the Youth version for your junior players.',
  ),
  features: [
    'Full-color sublimated graphics with no limit on colors',
    'Lightweight, breathable game mesh',
    'NHL-style collar: classic V-neck, round neck with team-colored trim, or laced',
    'Names, numbers and patches included in the design',
    'Enhanced build with reinforced elbows and a fight strap',
    'Youth YXS-YXL and adult S-4XL',
    'Digital mockup for your approval before production',
  ],
  image: img('products/chel-front.svg', 'Front of the CHEL Game Jersey: black with gold stripes, a laced collar and a crossed-sticks crest'),
  additionalImages: [img('products/chel-back.svg', 'Back of the CHEL Game Jersey with the nameplate LAVOIE and a gold number 9')],
  collarImage: img('products/chel-collar.svg', 'Three CHEL collar styles side by side in black and gold: V-neck, round neck with gold trim and laced collar'),
  options: chelOptions,
  variants: [
    variant('Black & Gold', 'Black', '#111827'),
    variant('Royal & White', 'Royal Blue', '#1D4F91'),
    variant('Maroon & Silver', 'Maroon', '#6D2135'),
  ],
  pricingTiers: CHEL_TIERS,
  customizationGroups: jerseyCustomization('sublimated in full color'),
  sizing: ref('sizingGuideTab-jerseys'),
  faqs: [
    faq(
      'What does sublimated mean?',
      'Sublimation dyes your design into the fabric itself. Colors stay bright, the jersey stays light, and there is no print layer to crack or peel.',
    ),
    faqMinimumJerseys,
    faqProduction,
    faqMockup,
    faqGoalieJersey,
    faqYouthAdult,
  ],
  ...jerseyFlags,
})

const shinnyOptions = [
  option('Shinny Game Jersey', 'A durable, comfortable jersey with your team colors, names and numbers, made for pick-up and drop-in hockey.', 50),
  option('Shinny Youth', 'The Shinny Game Jersey in youth sizes YXS-YXL, for players up to 5\'6".', 45),
  option('Team Bulk', 'Our team rate for the Shinny Game Jersey on orders of 10 or more jerseys.', 45, { priceUnit: '/jersey' }),
]

export const SHINNY_TIERS = [tier(1, 9, 50), tier(10, undefined, 45)]

const shinnyJersey = product('shinny-jersey', {
  name: 'Shinny Game Jersey',
  expressPricePerPlayer: 65,
  category: 'jerseys',
  productType: 'jersey',
  tags: ['pick-up', 'team-order', 'youth', 'value', 'ice-hockey'],
  shortDescription:
    'A tough, no-fuss jersey made for pick-up games, drop-in nights and outdoor rinks, with your colors, names and numbers.',
  description: paragraphs(
    'Shinny is hockey at its purest: grab your stick, pick sides and play. The Shinny Game Jersey is built for exactly that, with a comfortable cut, tough fabric and your own colors, names and numbers.',
    'It is the easy way to get a pick-up group, a beer-league crew or an outdoor-rink regular looking like a real team, and at $45 a jersey for 10 or more, the whole group can join in.',
  ),
  features: [
    'Made for pick-up games, drop-in nights and outdoor rinks',
    'Durable, easy-care fabric that holds up wash after wash',
    'Custom team colors, names and numbers',
    'Roomy cut that fits over shoulder and elbow pads',
    'Team Bulk rate of $45 per jersey on 10 or more',
    'Youth YXS-YXL and adult S-4XL',
  ],
  image: img('products/shinny-front.svg', 'Front of the Shinny Game Jersey: plain white with navy stripes on the sleeves and hem'),
  additionalImages: [img('products/shinny-back.svg', 'Back of the Shinny Game Jersey with a navy number 22')],
  options: shinnyOptions,
  variants: [
    variant('White & Navy', 'White', '#F8FAFC'),
    variant('Black & White', 'Black', '#111111'),
    variant('Red & White', 'Red', '#C8102E'),
  ],
  pricingTiers: SHINNY_TIERS,
  customizationGroups: jerseyCustomization('printed in your team colors'),
  sizing: ref('sizingGuideTab-jerseys'),
  faqs: [
    faq(
      'How does the Team Bulk price work?',
      'Order 10 or more Shinny Game Jerseys and every jersey is $45 instead of $50. There is no minimum order, so you can still buy a single jersey at the regular price.',
    ),
    faqProduction,
    faqMockup,
    faqGoalieJersey,
    faqYouthAdult,
  ],
  ...jerseyFlags,
})

const hotwheelsOptions = [
  option('Hotwheels Game Jersey', 'Our inline game jersey in LITEFlow mesh: light, cool and fully customized with your team design.', 30),
  option('Hotwheels Pro', 'The Hotwheels in a pro build, with reinforced elbows and extra detailing for competitive inline leagues.', 45),
  option('Hotwheels Youth', 'The Hotwheels Game Jersey in youth sizes YXS-YXL, for players up to 5\'6".', 25),
]

export const HOTWHEELS_TIERS = [tier(1, 9, 30), tier(10, 24, 28), tier(25, undefined, 26)]

const hotwheelsJersey = product('hotwheels-jersey', {
  name: 'Hotwheels Inline Game Jersey',
  expressPricePerPlayer: 65,
  category: 'jerseys',
  productType: 'jersey',
  tags: ['inline', 'game-day', 'team-order', 'youth', 'lightweight'],
  shortDescription:
    'An inline game jersey in breathable LITEFlow mesh, light and cool for roller hockey on sport court or outdoor rinks.',
  description: paragraphs(
    'Inline hockey is fast and hot, so the Hotwheels Inline Game Jersey is made from LITEFlow mesh: a light, open fabric that lets air through and moisture out, shift after shift.',
    'It is cut for freedom of movement without pads getting in the way, and it carries your full team design, names and numbers. Choose the Pro build for competitive leagues, or the Youth version for junior roller programs.',
  ),
  features: [
    'LITEFlow mesh: light, breathable and quick-drying',
    'Cut for inline hockey and freedom of movement',
    'Full team design, names and numbers',
    'Pro build with reinforced elbows for competitive leagues',
    'Youth YXS-YXL and adult S-4XL',
    'Digital mockup for your approval before production',
  ],
  image: img('products/hotwheels-front.svg', 'Front of the Hotwheels Inline Game Jersey: black mesh with orange and yellow slashes and a wheel crest'),
  additionalImages: [img('products/hotwheels-back.svg', 'Back of the Hotwheels Inline Game Jersey with the nameplate DUCHARME and an orange number 88')],
  options: hotwheelsOptions,
  variants: [
    variant('Black & Orange', 'Black', '#111111'),
    variant('Teal & White', 'Teal', '#00778B'),
    variant('Purple & Gold', 'Purple', '#5B2C83'),
  ],
  pricingTiers: HOTWHEELS_TIERS,
  customizationGroups: jerseyCustomization('in your full team design'),
  sizing: ref('sizingGuideTab-jerseys'),
  faqs: [
    faq(
      'What is LITEFlow mesh?',
      'LITEFlow is the lightweight, breathable mesh we use for inline jerseys. It lets air flow through and dries fast, so players stay cool in warm rinks and outdoors.',
    ),
    faqMinimumJerseys,
    faqProduction,
    faqMockup,
    faqYouthAdult,
  ],
  ...jerseyFlags,
})

const jerseyLineOptions = [
  option(
    'Showtime Game Jersey',
    'Pro-level jersey with embroidered tackle twill logos and numbers. Standard Pro, Elite Pro and Goalie Cut.',
    100,
    { image: img('products/showtime-front.svg', 'Showtime Game Jersey in navy and sky blue with a star-on-shield crest') },
  ),
  option(
    'CHEL Game Jersey',
    'Lightweight jersey with full-color sublimated graphics. Game, Enhanced and Youth versions.',
    65,
    { image: img('products/chel-front.svg', 'CHEL Game Jersey in black and gold with a laced collar') },
  ),
  option(
    'Shinny Game Jersey',
    'Durable jersey made for pick-up games, with a Team Bulk rate of $45 per jersey on 10 or more.',
    50,
    { image: img('products/shinny-front.svg', 'Shinny Game Jersey in white with navy stripes') },
  ),
  option(
    'Hotwheels Inline Game Jersey',
    'Inline game jersey in breathable LITEFlow mesh. Game, Pro and Youth versions.',
    30,
    { image: img('products/hotwheels-front.svg', 'Hotwheels Inline Game Jersey in black mesh with orange and yellow slashes') },
  ),
]

const jerseysOverview = product('jerseys', {
  name: 'Custom Hockey Jerseys',
  expressPricePerPlayer: 65,
  category: 'jerseys',
  productType: 'jersey',
  tags: ['game-day', 'team-order', 'youth', 'goalie', 'inline', 'ice-hockey'],
  shortDescription:
    'Four custom jersey lines for every team and budget, from the pro-level Showtime to the Hotwheels inline jersey. Compare them here.',
  description: paragraphs(
    'Every team is different, so we make four lines of custom hockey jerseys. All of them carry your colors, logo, names and numbers, and all of them start with a digital mockup you approve before we make a thing.',
    'The Showtime is our pro-level jersey with embroidered tackle twill. The CHEL brings sublimated, full-color design at a friendly price. The Shinny is built for pick-up games, and the Hotwheels is our inline jersey in LITEFlow mesh.',
    'Not sure which one fits your team? Tell us how you play and our designers will point you to the right jersey.',
  ),
  features: [
    'Four jersey lines, from $30 to $100',
    'Custom colors, logos, names and numbers on every jersey',
    'Ice and inline options, plus a Goalie Cut',
    'Youth YXS-YXL and adult S-4XL',
    'No minimum order; bulk discounts from 10+ jerseys',
    'Digital mockup for your approval before production',
  ],
  image: img('products/jerseys-front.svg', 'Four custom hockey jerseys fanned out: green and gold, black and gold, navy and sky blue, and red'),
  additionalImages: [
    img('products/showtime-front.svg', 'Showtime Game Jersey in navy and sky blue with a star-on-shield crest'),
    img('products/chel-front.svg', 'CHEL Game Jersey in black and gold with a laced collar'),
    img('products/shinny-front.svg', 'Shinny Game Jersey in white with navy stripes'),
    img('products/hotwheels-front.svg', 'Hotwheels Inline Game Jersey in black mesh with orange and yellow slashes'),
  ],
  options: jerseyLineOptions,
  variants: [
    variant('Navy & Sky Blue', 'Navy', '#003360'),
    variant('Red & White', 'Red', '#C8102E'),
    variant('Black & Gold', 'Black', '#111111'),
  ],
  customizationGroups: jerseyCustomization('embroidered, sublimated or printed depending on the jersey'),
  sizing: ref('sizingGuideTab-jerseys'),
  faqs: [
    faq(
      'Which jersey is right for my team?',
      'Choose the Showtime for a pro look with embroidered tackle twill, the CHEL for bold sublimated designs, the Shinny for pick-up and drop-in hockey, and the Hotwheels for inline hockey. Our designers are happy to help you decide.',
    ),
    faqMinimumJerseys,
    faqProduction,
    faqMockup,
    faqGoalieJersey,
    faqYouthAdult,
  ],
  ...jerseyFlags,
})

/* ------------------------------------------------------------------------------------------ *
 * Bags, pant shells, socks, apparel
 * ------------------------------------------------------------------------------------------ */

const teamBagOptions = [
  option('Player Bag', 'A senior-size carry bag (35 x 18 x 20 in) that swallows a full adult kit, with your logo and player name.', 69.99),
  option(
    'Goalie Bag',
    'Our largest bag (44 x 20 x 22 in) with wheels, built to roll a full set of goalie gear from the car to the room.',
    89.99,
    { image: img('products/team-bags-goalie.svg', 'Large charcoal goalie bag on wheels with a pull handle and a star-on-shield logo') },
  ),
  option('Junior Bag', 'Sized for younger players: Junior (31 x 16 x 17 in), or Mite (25 x 14 x 15 in) for the littlest skaters.', 59.99),
  option(
    'Coaches Bag',
    'A compact organizer bag (21 x 12 x 13 in) for clipboards, whiteboard, pucks and first-aid supplies.',
    79.99,
    { image: img('products/coaches-bag-front.svg', 'Navy barrel-shaped coaches bag with a front pocket, carry handles and a star-on-shield logo') },
  ),
]

const teamBags = product('team-bags', {
  name: 'Team Bags',
  expressPricePerPlayer: 69.99,
  category: 'bags',
  productType: 'bag',
  tags: ['accessories', 'team-order', 'goalie', 'youth', 'travel'],
  shortDescription:
    'Tough custom hockey bags for players, goalies, juniors and coaches, with your team logo and each player\'s name.',
  description: paragraphs(
    'Nothing says "team" in the parking lot like a row of matching bags. Our team bags are made from heavy-duty, water-resistant fabric with reinforced handles and a shoulder strap, and they carry your logo and each player\'s name.',
    'Pick the Player bag for adult kits, the Junior bag for younger players, the wheeled Goalie bag for netminders, and the Coaches bag to keep the bench organized.',
  ),
  features: [
    'Heavy-duty, water-resistant fabric with reinforced handles',
    'Team logo and player name on every bag',
    'Player, Junior, Goalie and Coaches sizes',
    'Goalie bag rolls on wheels',
    'Vented end pockets for skates and damp gear',
    'Digital mockup for your approval before production',
  ],
  image: img('products/team-bags-front.svg', 'Navy hockey player bag with twin carry handles, a name tag and a star-on-shield logo'),
  additionalImages: [
    img('products/team-bags-goalie.svg', 'Large charcoal goalie bag on wheels with a pull handle and a star-on-shield logo'),
    img('products/coaches-bag-front.svg', 'Navy barrel-shaped coaches bag with a front pocket, carry handles and a star-on-shield logo'),
  ],
  options: teamBagOptions,
  variants: [
    variant('Black', 'Black', '#111111'),
    variant('Navy', 'Navy', '#003360'),
    variant('Red', 'Red', '#C8102E'),
  ],
  customizationGroups: [
    group('Bag Size', 'Choose the size for each player on your roster.', ['Player (Senior)', 'Junior', 'Mite', 'Goalie with wheels', 'Coaches']),
    group('Colors', 'Match the bag and trim to your team colors.', ['Bag body color', 'Trim and zipper color']),
    group('Logo & Personalization', 'Make every bag unmistakably yours.', ['Team logo', 'Team name', 'Player name', 'Player number']),
  ],
  sizing: ref('sizingGuideTab-bags'),
  faqs: [
    faq(
      'Which bag size should each player get?',
      'Mite bags (25 x 14 x 15 in) suit the youngest players, Junior bags (31 x 16 x 17 in) hold a full youth kit, and Player bags (35 x 18 x 20 in) hold a full adult kit. Goalies need the wheeled Goalie bag (44 x 20 x 22 in).',
    ),
    faq(
      'Is there a minimum order for bags?',
      'No, there is no minimum order. Order one bag or one for everyone on the roster.',
    ),
    faqProduction,
    faqMockup,
    faq(
      'Can every bag have a different player name?',
      'Yes. Add names and numbers in the roster step of your order and each bag is personalized for its player.',
    ),
  ],
  allowPlayerName: true,
  allowPlayerNumber: true,
  allowTeamName: true,
  allowCustomColors: true,
})

const pantShellOptions = [
  option('Skater Pant Shell', 'A lightweight shell that slides over your hockey pants, in your team colors with optional striping and logo.', 39.99),
  option('Goalie Pant Shell', 'Cut roomier to fit over goalie pants, in goalie sizes GC-YS to GC-3XL.', 44.99),
  option('Pro Pant Shell', 'Our pro build, with reinforced seams, stretch panels for a full stride and a drawstring waist.', 49.99),
]

const PANT_SHELL_TIERS = [tier(1, 9, 39.99), tier(10, 24, 37.99), tier(25, undefined, 35.99)]

const pantShells = product('pant-shells', {
  name: 'Premium Pant Shell',
  expressPricePerPlayer: 39.99,
  category: 'pant-shells',
  productType: 'pantshell',
  tags: ['game-day', 'team-order', 'goalie', 'youth', 'uniform'],
  shortDescription:
    'Custom pant shells that slide over your hockey pants, so the whole team matches from the waist down. Skater, goalie and pro cuts.',
  description: paragraphs(
    'Mismatched pants are the fastest way to break up a sharp uniform. Our Premium Pant Shells slide right over the hockey pants your players already own, so the whole team matches in your colors.',
    'Choose the Skater shell for players, the Goalie shell cut for bulkier goalie pants, or the Pro shell with reinforced seams and stretch panels. Add striping, your logo and player numbers to finish the look.',
  ),
  features: [
    'Slides over the hockey pants your players already own',
    'Team colors with optional striping, logo and numbers',
    'Skater, Goalie and Pro cuts',
    'Lightweight, tear-resistant shell fabric',
    'Youth, adult and goalie sizes',
    'Add 2-4 inches to your pant waist for a perfect fit',
  ],
  image: img('products/pant-shells-front.svg', 'Navy hockey pant shell with sky-blue side panels, white hem stripes and a star-on-shield logo'),
  additionalImages: [img('products/pant-shells-side.svg', 'Side view of a navy pant shell with a sky-blue leg stripe and a star-on-shield logo')],
  options: pantShellOptions,
  variants: [
    variant('Black', 'Black', '#111111'),
    variant('Navy', 'Navy', '#003360'),
    variant('Red', 'Red', '#C8102E'),
    variant('Royal Blue', 'Royal Blue', '#1D4F91'),
  ],
  pricingTiers: PANT_SHELL_TIERS,
  customizationGroups: [
    group('Fit & Cut', 'Choose the cut for each player.', ['Skater cut', 'Goalie cut', 'Pro cut with stretch panels']),
    group('Colors & Striping', 'Match the shell to your jerseys and socks.', ['Shell color', 'Side stripes', 'Waistband color']),
    group('Logos & Numbers', 'Finish the leg with your mark.', ['Team logo on the leg', 'Player number on the leg']),
  ],
  sizing: ref('sizingGuideTab-pantshells'),
  faqs: [
    faq(
      'How do I pick a pant shell size?',
      'Measure the waist of your hockey pants, not your body, and add 2-4 inches. Then match the length so the shell covers the pants down to the knee pads.',
    ),
    faq('Do you make goalie pant shells?', 'Yes. The Goalie Pant Shell comes in goalie sizes GC-YS to GC-3XL and is cut to fit over bulkier goalie pants.'),
    faq('Is there a minimum order?', 'No, there is no minimum order. Order one shell for a new player or a full set for the team.'),
    faqProduction,
    faqMockup,
  ],
  allowPlayerName: false,
  allowPlayerNumber: true,
  allowTeamName: true,
  allowCustomColors: true,
})

const sockOptions = [
  option('Pro-Style Knit Socks', 'Classic striped knit hockey socks in your team colors, the traditional look on every bench.', 19.99),
  option('Performance Mesh Socks', 'Lightweight, breathable mesh socks that stay cool and dry through a full game.', 24.99),
  option('Sublimated Socks', 'Fully custom socks with your design, logo and numbers dyed right into the fabric.', 29.99),
]

const SOCK_TIERS = [tier(1, 9, 19.99), tier(10, 24, 18.99), tier(25, undefined, 17.99)]

const socks = product('socks', {
  name: 'Performance Socks',
  expressPricePerPlayer: 19.99,
  category: 'socks',
  productType: 'sock',
  tags: ['game-day', 'team-order', 'youth', 'uniform', 'accessories'],
  shortDescription:
    'Team hockey socks in pro-style knit, performance mesh or fully sublimated designs, color-matched to your jerseys.',
  description: paragraphs(
    'Socks complete the uniform. Ours come in three styles: traditional pro-style knit with classic stripes, breathable performance mesh, and fully sublimated socks that carry any design you can dream up.',
    'Every pair is color-matched to your jerseys, stretches comfortably over shin guards and comes in youth, intermediate and adult lengths.',
  ),
  features: [
    'Pro-style knit, performance mesh or sublimated',
    'Color-matched to your jerseys',
    'Stretches comfortably over shin guards',
    'Youth, intermediate and adult lengths',
    'Custom stripes, logos and numbers on sublimated socks',
  ],
  image: img('products/socks-front.svg', 'Pair of navy hockey socks with a sky-blue and white stripe'),
  additionalImages: [img('products/socks-variety.svg', 'Three sock styles: red knit with white and navy stripes, green mesh with a gold band, teal sublimated with white chevrons')],
  options: sockOptions,
  variants: [
    variant('Navy & Sky Blue Stripe', 'Navy', '#003360', false),
    variant('Red & White Stripe', 'Red', '#C8102E'),
    variant('Black & Gold Stripe', 'Black', '#111111'),
    variant('White & Royal Stripe', 'White', '#FFFFFF'),
  ],
  pricingTiers: SOCK_TIERS,
  customizationGroups: [
    group('Sock Style', 'Pick the fabric and build.', ['Pro-style knit', 'Performance mesh', 'Sublimated']),
    group('Colors & Stripes', 'Match your jerseys stripe for stripe.', ['Base color', 'Stripe colors', 'Stripe pattern']),
    group('Fit', 'Sized by age and shin guard.', ['Youth (up to age 12)', 'Intermediate (ages 12-16)', 'Adult (16+)']),
    group('Logos & Numbers', 'Available on sublimated socks.', ['Team logo', 'Player number']),
  ],
  sizing: ref('sizingGuideTab-socks'),
  faqs: [
    faq(
      'Which sock size do I need?',
      'Youth socks fit players up to age 12, Intermediate socks fit ages 12-16 and Adult socks fit ages 16 and up. Match the length to your shin guards and size up if you are in between.',
    ),
    faq('Can you match our jersey colors?', 'Yes. We color-match every sock to your jerseys, and sublimated socks can carry your exact stripe pattern, logo and numbers.'),
    faq('Is there a minimum order?', 'No, there is no minimum order. Buy a single pair or socks for the whole roster.'),
    faqProduction,
    faqMockup,
  ],
  allowPlayerName: false,
  allowPlayerNumber: true,
  allowTeamName: false,
  allowCustomColors: true,
})

const coachesBagOptions = [
  option('Coaches Bag', 'A compact organizer bag (21 x 12 x 13 in) with pockets for clipboards, whiteboard, pucks and first-aid supplies.', 79.99),
]

const coachesBag = product('coaches-bag', {
  name: 'Coaches Bag',
  expressPricePerPlayer: 79.99,
  category: 'bags',
  productType: 'bag',
  tags: ['accessories', 'coaches', 'travel', 'team-order'],
  shortDescription:
    'A compact, organized bag for the bench boss, with room for clipboards, whiteboard, pucks and first-aid, and your team logo on the side.',
  description: paragraphs(
    'Coaches carry more than a whistle. The Coaches Bag keeps clipboards, a whiteboard, pucks, tape and the first-aid kit organized and within reach, in a compact 21 x 12 x 13 in size that fits under the bench.',
    'It is made from the same heavy-duty fabric as our team bags and carries your logo and the coach\'s name, so it matches the rest of the team.',
  ),
  features: [
    'Compact 21 x 12 x 13 in size that fits under the bench',
    'Organizer pockets for clipboards, whiteboard and pucks',
    'Room for a first-aid kit and spare tape',
    'Heavy-duty, water-resistant fabric',
    'Team logo and coach name embroidered on',
  ],
  image: img('products/coaches-bag-front.svg', 'Navy barrel-shaped coaches bag with a front pocket, carry handles and a star-on-shield logo'),
  options: coachesBagOptions,
  variants: [variant('Black', 'Black', '#111111'), variant('Navy', 'Navy', '#003360')],
  customizationGroups: [
    group('Colors', 'Match the bag to your team.', ['Bag body color', 'Trim and zipper color']),
    group('Logo & Personalization', 'Make it the coach\'s own.', ['Team logo', 'Team name', 'Coach name']),
  ],
  sizing: ref('sizingGuideTab-bags'),
  faqs: [
    faq('How big is the Coaches Bag?', 'It measures 21 x 12 x 13 inches: big enough for clipboards, a whiteboard, pucks and a first-aid kit, small enough to fit under the bench.'),
    faq('Can I order just one?', 'Yes. There is no minimum order, so you can order a single Coaches Bag or one for every coach in your organization.'),
    faqProduction,
    faqMockup,
  ],
  allowPlayerName: true,
  allowPlayerNumber: false,
  allowTeamName: true,
  allowCustomColors: true,
})

const apparelOptions = [
  option('Team Tee', 'A soft, breathable t-shirt with your team logo, for practice, warm-ups and the stands.', 25),
  option('Team Hoodie', 'A warm fleece-lined hoodie with your team logo, for cold rinks and road trips.', 50),
  option('Team Shorts', 'Comfortable athletic shorts for dryland training and warm-ups.', 30),
  option('Extra Socks', 'Extra matching team socks, so there is always a spare set for practice and travel.', 45),
  option('Coach/Travel Bag', 'A branded travel bag for coaches and staff, sized for a weekend tournament.', 55),
]

const teamApparel = product('team-apparel', {
  name: 'Team Apparel',
  expressPricePerPlayer: 25,
  category: 'apparel',
  productType: 'apparel',
  tags: ['team-order', 'off-ice', 'travel', 'youth', 'accessories'],
  shortDescription:
    'Matching tees, hoodies, shorts, extra socks and travel bags, so your team looks as sharp off the ice as on it.',
  description: paragraphs(
    'Team spirit does not stop at the rink door. Our team apparel puts your logo on tees, hoodies and shorts for warm-ups, dryland training, road trips and the stands.',
    'Round out the package with extra socks and a coach or travel bag. Everything comes in youth YS-YXL and adult S-3XL, and we recommend at least 10 items so the whole team matches.',
  ),
  features: [
    'Tees, hoodies, shorts, extra socks and travel bags',
    'Team logo and colors on every piece',
    'Youth YS-YXL and adult S-3XL',
    'Optional player names and numbers',
    'Recommended minimum of 10 items per team order',
  ],
  image: img('products/team-apparel-front.svg', 'White team tee and navy hoodie, both with a star-on-shield team logo'),
  additionalImages: [img('products/team-apparel-shorts.svg', 'Navy athletic shorts with sky-blue side stripes and a star-on-shield logo')],
  options: apparelOptions,
  variants: [
    variant('Heather Grey', 'Heather Grey', '#9EA2A2'),
    variant('Navy', 'Navy', '#003360'),
    variant('Black', 'Black', '#111111'),
  ],
  customizationGroups: [
    group('Garments', 'Build the package your team needs.', ['Tee', 'Hoodie', 'Shorts', 'Extra socks', 'Coach/travel bag']),
    group('Colors', 'Pick garment colors that match your team.', ['Garment color', 'Logo color']),
    group('Logos & Personalization', 'Put your mark on every piece.', ['Front logo', 'Back team name', 'Player name', 'Player number']),
  ],
  sizing: ref('sizingGuideTab-apparel'),
  faqs: [
    faq(
      'Is there a minimum order for team apparel?',
      'There is no minimum order, but we recommend at least 10 items for team apparel so the whole team matches.',
    ),
    faq('What sizes are available?', 'Tees, hoodies and shorts come in youth YS-YXL and adult S-3XL. Youth sizes fit up to 5\'6" and adult sizes fit 5\'7" and taller.'),
    faq('Can we add player names and numbers?', 'Yes. Add them in the roster step of your order and we will personalize each piece.'),
    faqProduction,
    faqMockup,
  ],
  allowPlayerName: true,
  allowPlayerNumber: true,
  allowTeamName: true,
  allowCustomColors: true,
})

export const productDocuments: SeedDocument[] = [
  showtimeJersey,
  chelJersey,
  shinnyJersey,
  hotwheelsJersey,
  jerseysOverview,
  teamBags,
  pantShells,
  socks,
  coachesBag,
  teamApparel,
]

import { card, faq, img, link, paragraphs, ref, type SeedDocument } from './helpers'

const testimonialRefs = [ref('testimonial-marthas-vineyard'), ref('testimonial-hillside-school'), ref('testimonial-mens-league')]

const homePage: SeedDocument = {
  _id: 'homePage',
  _type: 'homePage',
  hero: {
    headline: 'Premium Custom Hockey Uniforms',
    subheadline:
      'Seamless ordering, premium quality and fast turnaround. Custom jerseys, socks, pant shells and team gear, designed with you and built to last all season.',
    trustLine: 'Trusted by hundreds of teams since 2010',
    buttons: [link('Begin Your Order', '/products'), link('Express Order', '/express-order'), link('Team Showcase', '/products')],
    infoCards: [
      card(
        'Seamless Ordering',
        'Work with our designers on a Standard Order, or skip design with an Express Order: upload your logo, add your roster and you are done.',
      ),
      card(
        'Premium Quality',
        'Pro-grade fabrics, embroidered tackle twill and sublimated graphics that stay sharp wash after wash and season after season.',
      ),
      card('Fast Turnaround', 'Production takes 2-3 weeks from design approval, and rush orders are available when the puck drops sooner.'),
    ],
    backgroundImage: img('home/hero-texture.svg', 'Ice rink seen from above with the center line, blue lines and faceoff circles'),
    jerseyImage: img('home/hero-jersey.svg', 'Navy and sky-blue custom hockey jersey with a laced collar, a star-on-shield crest and number 17 on the sleeves'),
    textureOpacity: 0.7,
    overlayOpacity: 0.75,
  },
  featuredTitle: 'Our Premium Hockey Jerseys',
  featuredIntro: 'Three jersey lines, one standard of quality. Pick the one that fits how your team plays.',
  featuredProducts: [ref('product-showtime-jersey'), ref('product-chel-jersey'), ref('product-shinny-jersey')],
  featuredLinkLabel: 'Learn More',
  audienceTitle: 'Who We Work With',
  audiences: [
    card(
      "Men's Leagues & Teams",
      'From beer-league regulars to competitive adult divisions, we make jerseys your team will be proud to pull on every week.',
      {
        image: img('home/audience-mens-league.svg', "Men's league players in red and navy jerseys battling for the puck in front of the net"),
        link: link('See How It Works', '/process'),
      },
    ),
    card(
      'Tournaments & Events',
      'Charity games, tournaments and special events get one-of-a-kind jerseys, delivered on schedule for the big day.',
      {
        image: img('home/audience-tournaments.svg', 'Gold championship trophy on a stage under tournament banners and a bracket board, with confetti'),
        link: link('See How It Works', '/process'),
      },
    ),
    card(
      'Youth Organizations',
      'Youth sizes from YXS, durable builds and easy roster management for clubs, schools and associations with many teams.',
      {
        image: img('home/audience-youth.svg', 'Youth players in colorful jerseys skating a drill around cones while their coach watches'),
        link: link('See How It Works', '/process'),
      },
    ),
  ],
  testimonialsTitle: 'Success Stories',
  testimonials: testimonialRefs,
  banner: {
    title: 'Ready to Outfit Your Team?',
    text: 'Tell us about your team and our designers will take it from there.',
    button: link('Begin Your Order', '/process'),
  },
  seo: {
    title: 'NorthLine Hockey | Premium Custom Hockey Uniforms',
    description: 'Custom hockey jerseys, socks, pant shells, bags and team apparel. Seamless ordering, premium quality and fast turnaround since 2010.',
  },
}

const productsPage: SeedDocument = {
  _id: 'productsPage',
  _type: 'productsPage',
  title: 'OUR PRODUCT LINE',
  intro:
    'Everything your team needs, from game jerseys to the bag that carries them. Every product is made to order with your colors, logo, names and numbers.',
  cards: [
    { _type: 'productCard', product: ref('product-showtime-jersey') },
    { _type: 'productCard', product: ref('product-chel-jersey') },
    { _type: 'productCard', product: ref('product-shinny-jersey') },
    { _type: 'productCard', product: ref('product-hotwheels-jersey') },
    { _type: 'productCard', product: ref('product-team-bags') },
    { _type: 'productCard', product: ref('product-pant-shells') },
    { _type: 'productCard', product: ref('product-socks') },
    { _type: 'productCard', product: ref('product-coaches-bag'), linkTo: ref('product-team-bags') },
    { _type: 'productCard', product: ref('product-team-apparel') },
  ],
  detailsLabel: 'View Details',
  productDetail: {
    fromLabel: 'From',
    backLabel: 'Back to Products',
    featuresTitle: 'Key Features',
    standardOrder: card('Standard Order', 'Full design customization with our designers: colors, patterns and every detail.'),
    expressOrder: card('Express Order', 'Skip design: upload your logo if you have one, add your roster and pay.'),
    teamStore: card('Team Store', 'Share one link: each player enters their own name, number and size and pays their share before the closing day.'),
    collarTitle: 'NHL-Style Collar Options',
    collarIntro: 'Choose from three pro collar designs. You pick the style during ordering.',
    optionsTitle: 'Available Options',
    sizingTitle: 'Sizing Information',
    sizingGuideLinkLabel: 'View the full sizing guide',
    customizationTitle: 'Customization Options',
    faqTitle: 'Frequently Asked Questions',
    relatedTitle: 'You May Also Like',
  },
  seo: {
    title: 'Our Product Line',
    description: 'Custom hockey jerseys, socks, pant shells, team bags, coaches bags and team apparel, all made to order in your team colors.',
  },
}

const aboutPage: SeedDocument = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  title: 'About Us',
  intro: 'We are hockey people who make hockey uniforms, and we have been doing it since 2010.',
  storyTitle: 'Our Story',
  story: paragraphs(
    'NorthLine Hockey was founded in 2010 by a group of players who were tired of waiting months for jerseys that did not look like the design they had approved. We set out to make premium custom uniforms with a process that was simple, honest and fast.',
    'We started with a single jersey line for local men\'s league teams. Today we make four jersey lines, socks, pant shells, bags and team apparel for leagues, schools, youth organizations, tournaments and companies.',
    'Hundreds of teams later, the idea is the same: work closely with every team, show them exactly what they are getting with a digital mockup, and deliver a uniform they are proud to wear.',
  ),
  missionTitle: 'Our Mission & Values',
  mission:
    'Our mission is to give every team, from a pick-up group to a school with a dozen rosters, a uniform that looks and feels professional, with an ordering process that is easy from the first sketch to game day.',
  values: [
    card('Premium Quality', 'Pro-grade fabrics, reinforced construction and decoration that lasts. We make every uniform as if our own team were wearing it.'),
    card('Customer-Centric', 'Real people answer your questions, our designers listen to your ideas, and we keep you updated from mockup to delivery.'),
    card('Flexible Customization', 'Your colors, logos, names, numbers, patches and collar style. Order one jersey or a full program: there is no minimum order.'),
  ],
  testimonialsTitle: 'Success Stories',
  testimonials: testimonialRefs,
  teamTitle: 'Our Team',
  teamIntro: 'Behind every order is a small crew of designers, makers and hockey fans who care about getting it right.',
  team: [
    card('Design Studio', 'Our designers turn your ideas, sketches and old logos into digital mockups, and revise them until your team loves the look.'),
    card('Production Floor', 'Our production team cuts, sews, embroiders and sublimates every piece, then checks each one before it is packed.'),
    card('Customer Success', 'Your point of contact from first question to delivery: quotes, rosters, sizing help and reorders.'),
    card('Shipping & Logistics', 'We pack every order by player and team and get it to your rink in time for game day.'),
  ],
  contactButton: link('Contact Our Team', '/contact'),
  seo: {
    title: 'About Us',
    description: 'Since 2010 NorthLine Hockey has made premium custom hockey uniforms for hundreds of teams. Meet the people behind your jerseys.',
  },
}

const processPage: SeedDocument = {
  _id: 'processPage',
  _type: 'processPage',
  title: 'Our Jersey Process',
  intro: 'From the first idea to the first faceoff, here is how we make your team\'s uniforms, and what to expect along the way.',
  orderTypesTitle: 'Choose How You Order',
  orderTypes: [
    card(
      'Standard Order',
      'Full design customization with our designers: colors, patterns, logos and details. Request a quote in five steps and we build your design with you.',
      { link: link('Start a Standard Order', '/products') },
    ),
    card(
      'Express Order',
      'Already know what you want? Skip the design stage: upload your logo, add your roster and pay, in four quick steps.',
      { link: link('Start an Express Order', '/express-order') },
    ),
  ],
  stepsTitle: 'The Four-Step Experience',
  steps: [
    card('Design Consultation', 'Tell us about your team, your colors and your ideas. Our designers ask the right questions and gather your logo, roster and details.'),
    card('Digital Mockup Creation', 'We create a digital mockup of your uniform and revise it with you until it is exactly right. Nothing is made until you approve it.'),
    card('Production & Quality Control', 'Your order is cut, sewn and decorated, then every piece is checked for color, stitching, names and numbers.'),
    card('Delivery & Team Support', 'Your order is packed by player and shipped to you, and we are here afterwards for add-ons, reorders and questions.'),
  ],
  timelineTitle: 'Typical Timeline',
  timeline: [
    { _type: 'timelineEntry', period: 'Day 1', title: 'Consultation', text: 'We talk through your team, colors, logo and roster.' },
    { _type: 'timelineEntry', period: 'Days 2-3', title: 'Mockups', text: 'Our designers send your first digital mockups.' },
    { _type: 'timelineEntry', period: 'Days 4-7', title: 'Revisions & Approval', text: 'We fine-tune the design with you until you approve it.' },
    { _type: 'timelineEntry', period: 'Days 8-18', title: 'Production', text: 'Your uniforms are made and checked piece by piece.' },
    { _type: 'timelineEntry', period: 'Days 19-21', title: 'Packaging & Delivery', text: 'Your order is packed by player and shipped.' },
    { _type: 'timelineEntry', period: 'Game Day', title: 'Hit the Ice', text: 'Pull on your new uniforms and play.' },
  ],
  timelineSummary: 'The whole process takes about 3 weeks, from the first conversation to your order at the door.',
  policiesTitle: 'Good to Know',
  policies: [
    card('Rush Orders', 'Need it sooner? Rush orders can cut the timeline to 10-14 days for an extra fee. Get in touch with your date.', {
      link: link('Contact Us', '/contact'),
    }),
    card(
      'Design Changes',
      'Minor changes within 24 hours of approval are free. Major design changes after approval may carry a design fee and can delay delivery.',
    ),
    card('Reorders & Add-ons', 'New player mid-season? Small add-on reorders take 7-10 days, and we keep your designs on file so every piece matches.'),
    card('Satisfaction Guarantee', 'If something is not right with your order, we will repair or replace it. That is our satisfaction guarantee.'),
  ],
  provideTitle: 'What We Need From You',
  provideItems: ['Team name', 'Logo', 'Team colors', 'Player names and numbers', 'Sizes', 'Special design elements'],
  callToAction: {
    title: 'Ready to Get Started?',
    text: 'Have a question about your order, or ready to pick your jerseys? We are here to help.',
    buttons: [link('Contact Us', '/contact'), link('Browse Our Products', '/products')],
  },
  seo: {
    title: 'Our Jersey Process',
    description: 'How a custom hockey uniform order works: consultation, digital mockups, production and delivery in about 3 weeks, or 10-14 days on rush.',
  },
}

const contactPage: SeedDocument = {
  _id: 'contactPage',
  _type: 'contactPage',
  title: 'Contact Us',
  intro: 'Questions about jerseys, sizing or a team order? Send us a message and a real person will get back to you.',
  detailsTitle: 'Get in Touch',
  urgentNote: 'For urgent matters, please say so in the subject of your message.',
  formTitle: 'Send Us a Message',
  formIntro: 'Tell us a little about your team and what you need, and we will point you in the right direction.',
  successTitle: 'Message Sent',
  successText: "Thanks for reaching out! We'll get back to you soon.",
  faqTitle: 'Frequently Asked Questions',
  faqs: [
    faq(
      'How long does production take?',
      'Standard production takes 3-4 weeks from design approval. We confirm your delivery date when you approve your design.',
    ),
    faq(
      'Can I get a rush order?',
      'Yes. Rush orders are available for an extra fee. Contact us with your deadline and we will let you know what is possible.',
    ),
    faq(
      'Do you offer team discounts or samples?',
      'Yes. We offer volume discounts on team orders. Every order includes digital mockups before production, and team managers and organizations can ask about our sample program.',
    ),
    faq(
      'What payment methods do you accept?',
      'We accept major credit cards, a secure online payment service and bank transfers. For large orders we can split the payment or take a deposit.',
    ),
  ],
  seo: {
    title: 'Contact Us',
    description: 'Contact NorthLine Hockey about custom jerseys, sizing and team orders. We usually reply within 24-48 hours on business days.',
  },
}

const sizingGuidePage: SeedDocument = {
  _id: 'sizingGuidePage',
  _type: 'sizingGuidePage',
  title: 'Sizing Guide',
  instructionsTitle: 'How to Measure',
  selectionTitle: 'Choosing Your Size',
  tablesTitle: 'Size Charts',
  tipsTitle: 'Sizing Tips',
  callLabel: 'Call',
  intro: 'Find the right fit for every player. Choose a product below for measuring tips, size tables and a measurement diagram.',
  generalTips: [
    'Youth sizes fit players up to 5\'6"; adult sizes fit players 5\'7" and taller.',
    'Goalies should order one size up for jerseys, or choose a Goalie Cut.',
    'Measure with your hockey gear in mind: jerseys, socks and pant shells all go over pads.',
    'Between sizes? Go up one size for room to move.',
  ],
  helpTitle: 'Need Help Finding Your Size?',
  helpText: 'Our team is happy to help you size every player on your roster. Send us your questions and we will get back to you.',
  helpLink: link('Contact Our Team', '/contact'),
  examplesTitle: 'Check Out These Jersey Examples',
  seo: {
    title: 'Sizing Guide',
    description: 'Size tables and measuring tips for hockey jerseys, socks, pant shells, bags, pro specs and team apparel.',
  },
}

const confirmationPage: SeedDocument = {
  _id: 'confirmationPage',
  _type: 'confirmationPage',
  title: 'Your Quote Request Has Been Submitted!',
  intro: 'Thank you! Our team will contact you within 1-2 business days to go over your order.',
  expressTitle: 'Your Express Order Has Been Placed!',
  expressIntro: 'Thank you! Your roster and payment are in. Production starts right away: express orders ship 2-3 weeks from the order.',
  referenceLabel: 'Your reference number',
  nextStepsTitle: "What's Next",
  nextSteps: [
    card('We Prepare Your Quote', 'Our design team reviews your request and prepares a detailed quote.'),
    card('Check Your Inbox', 'You will receive a confirmation e-mail with a summary of your request.'),
    card('We Finalize Together', 'A team specialist contacts you to go over the details and finalize your order.'),
  ],
  expressNextSteps: [
    card('Payment Received', 'Your payment is in, and a receipt is on its way to your inbox.'),
    card('We Check and Produce', 'We check your roster and logo and start production: express orders ship 2-3 weeks from the order.'),
    card('Balance and Delivery', 'Paid a deposit? We ask for the balance before your order ships. Follow its status in your account.'),
  ],
  links: [link('Home', '/'), link('Explore More Products', '/products')],
}

const orderWizardsPage: SeedDocument = {
  _id: 'orderWizardsPage',
  _type: 'orderWizardsPage',
  quoteIntro: 'Tell us about your team and your design, add your roster, and our designers will send you a detailed quote.',
  expressIntro: 'Skip the design stage: add your roster, upload your logo if you have one, and pay to start production.',
  chooseProductTitle: 'Which product are you ordering?',
  chooseProductIntro: 'Pick the product for your team. You can change your mind later: your answers are kept.',
  teamIntro: 'Who is this order for, and how do we reach you? We only use these details for your order.',
  designIntro: 'Start from one of our templates or from the plain jersey, pick your colors and collar, and tell us what you have in mind. Our designers send you a digital mockup before anything is made.',
  rosterIntro: 'Add every player with their nameplate, number and sizes. Import a CSV or Excel file, or paste rows from a spreadsheet.',
  detailsIntro: 'How many do you need, and when do you need them? An estimate is fine.',
  reviewIntro: 'Check your request before you send it. Nothing is charged now: we reply with a detailed quote.',
  logoIntro: 'Upload your team logo and we will place it on the jersey. No logo? Skip this step.',
  paymentIntro: 'Pay a deposit now and the balance before shipping, or pay in full.',
  rushNote: 'That is sooner than a standard order takes (3-4 weeks from design approval). Rush orders can be ready in 10-14 days for an extra fee: contact us to arrange one.',
  tooSoonNote: 'That date is sooner than even a rush order can be made. Please choose a later date, or contact us and we will see what we can do.',
  balanceNote: 'The balance is due before your order ships. We will send you a reminder.',
  restoredNote: 'Welcome back: we kept the order you started.',
  carriedOverNote: 'We filled in your team and roster from the order you started for another product.',
  quoteReorderedNote:
    'This order starts from your order {reference}: the same team, roster and design. Add or replace players on the roster step. Add your logo on its step if you want it printed: the one sent with {reference} stays on file with us.',
  expressReorderedNote:
    'This order starts from your order {reference}: the same team and roster. Add or replace players on the roster step. Add your logo on its step if you want it printed: the one sent with {reference} stays on file with us.',
  corruptDraftNote: 'We could not read the order saved in this browser, so we started a fresh one.',
  reorderUnavailableNote: 'We could not load your earlier order just now. Sign in and use "Order again" in your account, or fill in the order here.',
}

const notFoundPage: SeedDocument = {
  _id: 'notFoundPage',
  _type: 'notFoundPage',
  code: '404',
  title: "Looks Like You're Offside!",
  text: "The page you're looking for has been sent to the penalty box or doesn't exist.",
  links: [link('Return to Home Ice', '/'), link('Browse Our Jerseys', '/products')],
  productNotFoundTitle: 'Product Not Found',
  productNotFoundText: 'The requested product could not be found.',
}

export const pageDocuments: SeedDocument[] = [
  homePage,
  productsPage,
  aboutPage,
  processPage,
  contactPage,
  sizingGuidePage,
  orderWizardsPage,
  confirmationPage,
  notFoundPage,
]

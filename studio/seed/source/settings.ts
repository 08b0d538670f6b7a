import { img, link, type SeedDocument } from './helpers'

/**
 * Placeholder contact details on a reserved domain that receives no mail: the spec leaves {email}
 * and {phone} open. Staff set the shop's own in the Studio (Site settings → Contact & hours).
 */
const CONTACT_EMAIL = 'info@northline-hockey.example'
const NOTIFICATION_EMAIL = 'orders@northline-hockey.example'
const CONTACT_PHONE = '(555) 010-2010'

const collar = (title: string, text: string, shape: 'v-neck' | 'round' | 'laced') => ({ _type: 'collarStyle', title, text, shape })

export const siteSettings: SeedDocument = {
  _id: 'siteSettings',
  _type: 'siteSettings',
  siteName: 'NorthLine Hockey',
  tagline: 'Premium custom hockey uniforms, trusted by hundreds of teams since 2010',
  description:
    'Custom hockey jerseys, socks, pant shells, bags and team apparel. Seamless ordering, premium quality and fast turnaround for leagues, schools and clubs.',
  foundedYear: 2010,
  logo: img('brand/logo.svg', 'NorthLine Hockey logo: crossed sticks and a star on a navy shield beside the NorthLine Hockey wordmark'),
  fallbackImage: img('brand/fallback.svg', 'Grey outline of a hockey jersey on a light circle, shown when a picture is unavailable'),
  email: CONTACT_EMAIL,
  notificationEmail: NOTIFICATION_EMAIL,
  phone: CONTACT_PHONE,
  socialLinks: [
    { _type: 'socialLink', platform: 'facebook', label: 'Facebook', url: 'https://www.facebook.com/example-northline-hockey' },
    { _type: 'socialLink', platform: 'instagram', label: 'Instagram', url: 'https://www.instagram.com/example_northline_hockey' },
  ],
  businessHours: [
    { _type: 'hoursEntry', days: 'Monday - Friday', hours: '9:00 AM - 5:00 PM EST' },
    { _type: 'hoursEntry', days: 'Saturday', hours: '10:00 AM - 2:00 PM EST' },
    { _type: 'hoursEntry', days: 'Sunday', hours: 'Closed' },
  ],
  enquiryResponseTime: 'We usually reply within 24-48 hours on business days.',
  quoteResponseTime: '1-2 business days',
  mainNavigation: [link('Home', '/'), link('Our Products', '/products'), link('About', '/about'), link('Contact', '/contact')],
  // The quote wizard, which first asks for the product.
  orderButton: link('ORDER NOW', '/order'),
  footerCompanyLinks: [
    link('Our Process', '/process'),
    link('About Us', '/about'),
    link('Sizing Guide', '/sizing-guide'),
    link('Contact Us', '/contact'),
  ],
  footerProductLinks: [
    link('Jerseys', '/products'),
    link('Socks', '/products'),
    link('Pant Shells', '/products'),
    link('Team Bags', '/products'),
  ],
  productionTimes: {
    productPages: '2-3 weeks from design approval',
    standardOrder: '3-4 weeks from design approval',
    expressOrder: '2-3 weeks from order',
    // The longer reading of the standard time (3-4 weeks from design approval), and the process page's 10-14 day rush.
    standardOrderDays: 28,
    rushOrderDays: 10,
  },
  depositPercent: 30,
  teamStoreLateSurcharge: 10,
  teamStorePlayerShipping: 12,
  collarStyles: [
    collar('Classic V-Neck', 'The timeless hockey collar: a clean V-neck that sits flat under shoulder pads and frames your crest the way the pros wear it.', 'v-neck'),
    collar('Round Neck with Team-Colored Trim', 'A modern round neck finished with trim in your team colors, for a sharp look that ties the whole jersey together.', 'round'),
    collar('Laced Collar', 'A vintage laced collar with a contrast insert, a nod to the Original Six era.', 'laced'),
  ],
}

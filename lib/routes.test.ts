import { describe, expect, it } from 'vitest'
import { isCurrentSection, NOTICE, routes } from './routes'

describe('isCurrentSection', () => {
  it('marks Home only on the home page', () => {
    expect(isCurrentSection(routes.home, '/')).toBe(true)
    expect(isCurrentSection(routes.home, '/products')).toBe(false)
  })

  it('marks a section on its own page and its sub-pages, not on look-alike paths', () => {
    expect(isCurrentSection(routes.products, '/products')).toBe(true)
    expect(isCurrentSection(routes.products, '/products/showtime-jersey')).toBe(true)
    expect(isCurrentSection(routes.products, '/products-archive')).toBe(false)
    expect(isCurrentSection(routes.contact, '/about')).toBe(false)
  })
})

describe('account addresses', () => {
  it('carry where to go after signing in or registering, encoded', () => {
    expect(routes.signIn('/account/order?id=a b')).toBe('/sign-in?next=%2Faccount%2Forder%3Fid%3Da%20b')
    expect(routes.register('/checkout')).toBe('/register?next=%2Fcheckout')
    expect(routes.register()).toBe('/register')
  })

  it('tell the page what to say on arrival with the notice values the pages read', () => {
    expect(new URL(routes.passwordChanged, 'http://shop').searchParams.get('notice')).toBe(NOTICE.passwordChanged)
    expect(new URL(routes.passwordChanged, 'http://shop').pathname).toBe(routes.account)
  })
})

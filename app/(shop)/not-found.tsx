// An unknown order in the account: the same offside page, inside the shop's frame.
export { default, metadata } from '../(site)/not-found'

/**
 * A sign-up's options carrying the person's names, from which the database makes their profile
 * (public.handle_new_user reads them from the new user's metadata): one shape for the registration
 * form, the demo accounts and the journeys' direct sign-ups.
 */
export const signUpNames = ({ firstName, lastName }: { firstName: string; lastName: string }) => ({ data: { first_name: firstName, last_name: lastName } })

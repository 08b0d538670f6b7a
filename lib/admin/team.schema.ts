import { z } from 'zod'
import { emailField } from '@/lib/account/forms.schema'
import { parseForm, type FormInput } from '@/lib/forms/parse-form'
import { ROLE_CHANGE_FIELDS, ROLES } from './team-roles'

/** An admin gives an account a role, by the e-mail address it signed up with. */
const roleChangeSchema = z.object({
  email: emailField('Please enter the e-mail address of their account.').transform((email) => email.toLowerCase()),
  role: z.enum(ROLES, 'Please choose a role.'),
})

export type RoleChange = z.output<typeof roleChangeSchema>

export const parseRoleChangeForm = (input: FormInput) => parseForm(roleChangeSchema, input, ROLE_CHANGE_FIELDS, { toInput: (values) => values })

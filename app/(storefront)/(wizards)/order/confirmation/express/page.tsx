import { ConfirmationRoute, confirmationMetadata } from '../confirmation-route'

export const generateMetadata = () => confirmationMetadata(true)

export default function ExpressConfirmationPage() {
  return <ConfirmationRoute express />
}

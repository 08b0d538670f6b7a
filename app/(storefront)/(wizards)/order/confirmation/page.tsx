import { ConfirmationRoute, confirmationMetadata } from './confirmation-route'

export const generateMetadata = () => confirmationMetadata(false)

export default function QuoteConfirmationPage() {
  return <ConfirmationRoute express={false} />
}

import { expect, type Page } from '@playwright/test'
import { AFTER_SERVER_ACTION } from './timeouts'

/** Staff move the order on its page to `status`, from the status list, and see it done. */
export async function moveTo(staff: Page, status: string) {
  await staff.getByLabel('New status').selectOption({ label: status })
  await staff.getByRole('button', { name: 'Change status' }).click()
  await expect(staff.getByRole('status').filter({ hasText: `Moved to ${status}` })).toBeVisible(AFTER_SERVER_ACTION)
}

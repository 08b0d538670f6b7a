// Guards the contact page: the details from the content, an enquiry's pending state and toast, and the browser's and the server's checks keeping what was typed.
import { randomUUID } from 'node:crypto'
import { expect } from '@playwright/test'
import { test } from '../support/test'
import { mailTo, sentHeader } from '@/tests/support/mailbox'
import { holdRequests, open } from '@/tests/support/pages'
import { seedDocument } from '@/tests/support/seed'
import { AFTER_SERVER_ACTION } from '@/tests/support/timeouts'

type ContactPage = { title: string; successTitle: string; successText: string; faqs: { question: string; answer: string }[] }
type Settings = { email: string; notificationEmail: string; enquiryResponseTime: string; businessHours: { days: string; hours: string }[] }
const page_ = seedDocument<ContactPage>('contactPage')
const settings = seedDocument<Settings>('siteSettings')

test('the details card shows the e-mail, response time and business hours from the content', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByRole('heading', { level: 1, name: page_.title })).toBeVisible()
  const details = page.getByRole('complementary')
  await expect(details.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)
  await expect(details).toContainText(settings.enquiryResponseTime)
  for (const entry of settings.businessHours) await expect(details).toContainText(`${entry.days}${entry.hours}`)
  for (const faq of page_.faqs) await expect(page.getByText(faq.question)).toBeVisible()
})

test('sending an enquiry shows Sending..., then the Message Sent toast, clears the form, and e-mails the shop', async ({ page }) => {
  const message = `We need 40 jerseys for our league (<b>${randomUUID().slice(0, 8)}</b>).`
  await open(page, '/contact')
  await page.getByLabel('Name', { exact: true }).fill('Jordan Lee')
  await page.getByLabel('Email', { exact: true }).fill('jordan@example.com')
  await page.getByLabel('Type of enquiry').selectOption({ label: 'Wholesale/Bulk Order' })
  await page.getByLabel('Message', { exact: true }).fill(message)
  // Hold the server's answer so the pending state can be seen.
  const release = await holdRequests(page, '**/contact', { method: 'POST' })
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  release()
  const toast = page.getByRole('status').filter({ hasText: page_.successTitle })
  await expect(toast).toContainText(page_.successText, AFTER_SERVER_ACTION)
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('')
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
  await toast.getByRole('button', { name: 'Dismiss' }).click()
  await expect(toast).toBeHidden()

  // The shop's inbox (the enquiries address from the content) has it; a reply goes to the sender.
  const mail = await mailTo(page.request, settings.notificationEmail, /^New enquiry from Jordan Lee · Wholesale\/Bulk Order$/, { containing: message })
  expect(await sentHeader(page.request, mail, 'Reply-To')).toBe('jordan@example.com')
  // What the visitor typed is text in the e-mail, never markup.
  expect(mail.html).not.toContain('<b>')
  expect(mail.html).toContain(message.replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;'))
})

test('the browser asks for the required fields before anything is sent', async ({ page }) => {
  await open(page, '/contact')
  await page.getByRole('button', { name: 'Send Message' }).click()
  expect(await page.getByLabel('Name', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true)
  await expect(page.getByRole('status')).toHaveCount(0)
})

test('the server rejects a bad enquiry with a message per field and keeps what was typed', async ({ page }) => {
  await open(page, '/contact')
  // Bypass the browser's own checks, as a script or an old browser would.
  await page.locator('form').evaluate((form: HTMLFormElement) => (form.noValidate = true))
  await page.getByLabel('Name', { exact: true }).fill('Jordan')
  await page.getByLabel('Email', { exact: true }).fill('not-an-address')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible(AFTER_SERVER_ACTION)
  await expect(page.getByText('Please enter your message.')).toBeVisible()
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Jordan')
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('not-an-address')
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true')
})

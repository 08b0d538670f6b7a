/**
 * The journeys' mail server as the site and the commerce backend see it: an SMTP relay in front of the
 * run's mail catcher that passes every conversation through, except that it can be told to be down
 * for e-mails to one address. It then hangs up when a sender names that address as a recipient, as a
 * mail server that goes away mid-conversation does (a whole server cannot be stopped for one journey:
 * the journeys share it). Started by playwright.config.ts; told by tests/support/faults.ts.
 *
 * MAIL_RELAY_PORT: where senders connect; MAIL_RELAY_CONTROL_PORT: HTTP, `PUT /down` and `DELETE /down`
 * with `{ "recipient": "…" }`, `GET /health`; MAIL_CATCHER_SMTP_PORT: the catcher, on 127.0.0.1.
 */
import { createServer as createHttpServer, type IncomingMessage } from 'node:http'
import { connect, createServer, type Socket } from 'node:net'

const port = (name: string) => {
  const value = Number(process.env[name])
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a port number`)
  return value
}
const catcherPort = port('MAIL_CATCHER_SMTP_PORT')

/** Addresses whose e-mails fail, lower-cased. */
const down = new Set<string>()

const RECIPIENT = /^RCPT TO:\s*<([^>]*)>/i
const DATA = /^DATA\s*$/i
/** What ends a message's data (RFC 5321 §4.1.1.4). */
const END_OF_DATA = '\r\n.\r\n'

/**
 * One sender's conversation. Commands are read line by line, to see the recipients; a message's data
 * (after DATA, up to its lone dot) passes as it comes. Bytes are read as latin1: one character each.
 */
function relay(sender: Socket): void {
  const catcher = connect({ host: '127.0.0.1', port: catcherPort })
  catcher.pipe(sender)
  const hangUp = () => {
    sender.destroy()
    catcher.destroy()
  }
  for (const socket of [sender, catcher]) {
    socket.on('error', hangUp)
    socket.on('close', hangUp)
  }

  let partialLine = Buffer.alloc(0)
  // In a message's data: the last bytes passed, in case its end is split across chunks.
  let dataTail: string | null = null
  sender.on('data', (chunk: Buffer) => {
    let rest = Buffer.concat([partialLine, chunk])
    partialLine = Buffer.alloc(0)
    while (rest.length > 0) {
      if (dataTail !== null) {
        const seen = dataTail + rest.toString('latin1')
        const end = seen.indexOf(END_OF_DATA)
        if (end === -1) {
          catcher.write(rest)
          dataTail = seen.slice(-(END_OF_DATA.length - 1))
          return
        }
        const through = end + END_OF_DATA.length - dataTail.length
        catcher.write(rest.subarray(0, through))
        rest = rest.subarray(through)
        dataTail = null
        continue
      }
      const newline = rest.indexOf(0x0a)
      if (newline === -1) {
        partialLine = rest
        return
      }
      const line = rest.subarray(0, newline + 1)
      rest = rest.subarray(newline + 1)
      const command = line.toString('latin1').trimEnd()
      const recipient = RECIPIENT.exec(command)?.[1]?.toLowerCase()
      if (recipient && down.has(recipient)) return hangUp()
      catcher.write(line)
      // The data starts right after this line, so an empty message's dot ends it too.
      if (DATA.test(command)) dataTail = '\r\n'
    }
  })
}

async function recipientOf(request: IncomingMessage): Promise<string | null> {
  let body = ''
  for await (const chunk of request) {
    body += chunk
    if (body.length > 1000) return null
  }
  try {
    const { recipient } = JSON.parse(body) as { recipient?: unknown }
    return typeof recipient === 'string' && recipient.includes('@') ? recipient.toLowerCase() : null
  } catch {
    return null
  }
}

const control = createHttpServer(async (request, response) => {
  if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200).end('ok')
  if (request.url !== '/down' || (request.method !== 'PUT' && request.method !== 'DELETE')) return void response.writeHead(404).end()
  const recipient = await recipientOf(request)
  if (!recipient) return void response.writeHead(400).end('Send { "recipient": "an e-mail address" }')
  if (request.method === 'PUT') down.add(recipient)
  else down.delete(recipient)
  response.writeHead(204).end()
})

createServer(relay).listen(port('MAIL_RELAY_PORT'), '127.0.0.1')
control.listen(port('MAIL_RELAY_CONTROL_PORT'), '127.0.0.1')

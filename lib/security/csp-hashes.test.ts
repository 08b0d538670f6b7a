import { createHash } from 'node:crypto'
import { ServerResponse, IncomingMessage } from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes, withScriptSources } from './csp-hashes.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineScriptHashes', () => {
  it('hashes each inline script once, as the browser reads it, and skips files and data', () => {
    const html = [
      '<script src="/_next/static/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"é\\u003c"])</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script type="module">import("/x.js")</script>',
      '<script nonce="abc">self.__next_f.push([1,"é\\u003c"])</script>',
      '<SCRIPT type="text/javascript">var a = 1</SCRIPT>',
      '<script>\n</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"é\\u003c"])'), sha('import("/x.js")'), sha('var a = 1'), sha('\n')])
  })
})

describe('withScriptSources', () => {
  it('adds the sources to script-src alone', () => {
    expect(withScriptSources("default-src 'self'; script-src 'self' 'nonce-n'; style-src 'self'", "'sha256-a' 'sha256-b'")).toBe(
      "default-src 'self'; script-src 'self' 'nonce-n' 'sha256-a' 'sha256-b'; style-src 'self'",
    )
    expect(withScriptSources("script-src 'self'", '')).toBe("script-src 'self'")
  })
})

describe("a cached page's hashes on the response", () => {
  it('join the policy already set instead of being sent as a header', () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()))
    response.setHeader('content-security-policy', "default-src 'self'; script-src 'self' 'nonce-n'")
    response.appendHeader('x-csp-script-hashes', "'sha256-a'")
    response.appendHeader('x-other', '1')
    expect(response.getHeader('content-security-policy')).toBe("default-src 'self'; script-src 'self' 'nonce-n' 'sha256-a'")
    expect(response.getHeader('x-csp-script-hashes')).toBeUndefined()
    expect(response.getHeader('x-other')).toBe('1')
  })

  it("are dropped where no policy was set (a client navigation's data)", () => {
    const response = new ServerResponse(new IncomingMessage(new Socket()))
    response.appendHeader('x-csp-script-hashes', "'sha256-a'")
    expect(response.getHeaderNames()).toEqual([])
  })
})

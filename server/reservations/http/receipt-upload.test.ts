import { createHash } from 'node:crypto'
import net from 'node:net'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { expect, test } from 'vitest'
import { MAX_RECEIPT_BYTES } from '../payments/receipt-kind'
import { photo, smallPdf } from '../test-support/receipts'
import { MAX_UPLOAD_BODY_BYTES, readReceiptUpload } from './receipt-upload'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

// The reader alone, behind the route it will serve, answering what it read.
const app = new Hono()
app.post('/api/reservations/:ref/receipt', async (c) => {
  const upload = await readReceiptUpload(c)
  if (!upload.ok) return c.json({ code: upload.code, message: upload.message }, upload.status)
  return c.json({ size: upload.bytes.length, sha256: sha256(upload.bytes) }, 201)
})
const URL = 'http://resort.test/api/reservations/AC-7Q2M/receipt'

function upload(form: FormData) {
  return app.request(URL, { method: 'POST', body: form })
}

function formWith(...files: [field: string, bytes: Uint8Array, name?: string][]) {
  const form = new FormData()
  for (const [field, bytes, name = 'receipt.jpg'] of files) {
    form.append(field, new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }), name)
  }
  return form
}

/** An endless body that counts what is read of it; nothing is made before it is asked for. */
function countedBody(chunkSize: number) {
  const counter = { read: 0 }
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        counter.read += chunkSize
        controller.enqueue(new Uint8Array(chunkSize))
      },
    },
    { highWaterMark: 0 },
  )
  return { stream, counter }
}

test('one file named receipt is read whole, byte for byte', async () => {
  const jpeg = await photo('jpeg')

  const response = await upload(formWith(['receipt', jpeg]))

  expect(response.status).toBe(201)
  expect(await response.json()).toEqual({ size: jpeg.length, sha256: sha256(jpeg) })
})

test('the file’s name and declared type are not the reader’s business', async () => {
  const pdf = smallPdf()
  const form = new FormData()
  form.append(
    'receipt',
    new Blob([pdf as Uint8Array<ArrayBuffer>], { type: 'text/x-shellscript' }),
    'x.sh',
  )
  form.append('note', 'paid from my sister’s account')

  const response = await upload(form)

  expect(response.status).toBe(201)
  expect(await response.json()).toMatchObject({ sha256: sha256(pdf) })
})

test.each([
  ['JSON', 'application/json', '{"receipt":"aGVsbG8="}'],
  ['a plain form', 'application/x-www-form-urlencoded', 'receipt=hello'],
  ['a bare picture', 'image/jpeg', 'not really a jpeg'],
])('%s is refused with 415', async (_, contentType, body) => {
  const response = await app.request(URL, {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body,
  })

  expect(response.status).toBe(415)
  expect(await response.json()).toMatchObject({ code: 'unsupported_media_type' })
})

test('a body without a Content-Type is refused with 415', async () => {
  const response = await app.request(URL, { method: 'POST', body: new Uint8Array(10) })

  expect(response.status).toBe(415)
})

test('a Content-Length over the limit is refused with 413 before any of the body is read', async () => {
  const { stream, counter } = countedBody(64 * 1024)

  const response = await app.request(
    new Request(URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(MAX_UPLOAD_BODY_BYTES + 1),
      },
      body: stream,
      duplex: 'half',
    } as RequestInit),
  )

  expect(response.status).toBe(413)
  expect(counter.read).toBe(0)
})

test.each([
  ['no Content-Length', {}],
  ['a Content-Length that lies', { 'Content-Length': '1000' }],
])(
  'an endless body with %s is cut off just past the limit with 413',
  async (_, headers: Record<string, string>) => {
    const chunk = 64 * 1024
    const { stream, counter } = countedBody(chunk)

    const response = await app.request(
      new Request(URL, {
        method: 'POST',
        headers: { 'Content-Type': 'multipart/form-data; boundary=x', ...headers },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    )

    expect(response.status).toBe(413)
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' })
    expect(counter.read).toBeLessThanOrEqual(MAX_UPLOAD_BODY_BYTES + chunk)
  },
)

test('a receipt of 5 MB and one byte is refused with 413, though the form fits the body limit', async () => {
  const response = await upload(formWith(['receipt', new Uint8Array(MAX_RECEIPT_BYTES + 1)]))

  expect(response.status).toBe(413)
})

test('a receipt of exactly 5 MB is read', async () => {
  const response = await upload(formWith(['receipt', new Uint8Array(MAX_RECEIPT_BYTES)]))

  expect(response.status).toBe(201)
  expect(await response.json()).toMatchObject({ size: MAX_RECEIPT_BYTES })
})

test.each([
  ['no field at all', new FormData()],
  [
    'only text',
    (() => {
      const form = new FormData()
      form.append('receipt', 'I paid, honest')
      return form
    })(),
  ],
])('a form with %s is refused with 400', async (_, form) => {
  const response = await upload(form)

  expect(response.status).toBe(400)
  expect(await response.json()).toEqual({
    code: 'bad_request',
    message: 'Attach a photo or PDF of the receipt.',
  })
})

test('a file under another field name is refused with 400', async () => {
  const response = await upload(formWith(['photo', await photo('jpeg', 20, 20)]))

  expect(response.status).toBe(400)
})

test.each([
  ['two receipts', 'receipt'],
  ['a receipt and another file', 'photo'],
])('%s are refused with 400', async (_, secondField) => {
  const jpeg = await photo('jpeg', 20, 20)

  const response = await upload(formWith(['receipt', jpeg], [secondField, jpeg, 'second.jpg']))

  expect(response.status).toBe(400)
  expect(await response.json()).toMatchObject({ message: 'Send one receipt at a time.' })
})

test('a multipart body that is not a form is refused with 400', async () => {
  const response = await app.request(URL, {
    method: 'POST',
    headers: { 'Content-Type': 'multipart/form-data; boundary=abc' },
    body: '--abc\r\nnot headers at all',
  })

  expect(response.status).toBe(400)
})

/**
 * Sends a chunked body without end through a real socket until the server answers; gives up
 * at `giveUpBytes`. Returns the status line and how much had been sent by then.
 */
function sendEndlessChunks(port: number, giveUpBytes: number) {
  return new Promise<{ statusLine: string; sent: number }>((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    const chunk = Buffer.alloc(64 * 1024, 0x2d)
    const framed = Buffer.concat([
      Buffer.from(`${chunk.length.toString(16)}\r\n`),
      chunk,
      Buffer.from('\r\n'),
    ])
    let sent = 0
    let answer = ''
    const settle = () => {
      socket.destroy()
      if (answer) resolve({ statusLine: answer.split('\r\n')[0]!, sent })
      else reject(new Error(`no answer after ${sent} bytes`))
    }
    socket.on('data', (data) => {
      answer += data.toString('latin1')
      settle()
    })
    socket.on('error', settle)
    socket.write(
      'POST /api/reservations/AC-7Q2M/receipt HTTP/1.1\r\nHost: resort.test\r\n' +
        'Content-Type: multipart/form-data; boundary=x\r\nTransfer-Encoding: chunked\r\n\r\n',
    )
    const pump = () => {
      while (!answer && sent < giveUpBytes) {
        sent += chunk.length
        if (!socket.write(framed)) return void socket.once('drain', pump)
      }
      if (!answer) settle()
    }
    pump()
  })
}

test('through a real server, a body sent without end is answered 413 while it is still coming', async () => {
  const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' })
  await new Promise((listening) => server.once('listening', listening))
  try {
    const { port } = server.address() as net.AddressInfo

    const { statusLine, sent } = await sendEndlessChunks(port, 64 * 1024 * 1024)

    expect(statusLine).toBe('HTTP/1.1 413 Payload Too Large')
    // Far less than the client was ready to send; the excess sat in socket buffers.
    expect(sent).toBeLessThan(16 * 1024 * 1024)
  } finally {
    await new Promise((closed) => server.close(closed))
  }
})

/** A booking request's body, exactly as sent, and the Idempotency-Key it was sent with. */
export type KeyedRequest = { body: string; key: string }

/**
 * The key for sending `body`: the same details sent again (after a network error, a second
 * press) keep the key of the first try, so the server books them once; changed details are a
 * new request with a new key. The server ties a key to the exact body, so this compares text.
 */
export function keyedRequest(
  previous: KeyedRequest | null,
  body: string,
  newKey: () => string,
): KeyedRequest {
  return previous?.body === body ? previous : { body, key: newKey() }
}

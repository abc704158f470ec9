/**
 * Whether an IP address is on the public internet. A calendar address is staff input fetched by
 * the server, so without this check it could be pointed at the server's own network: the
 * database, the admin ports, a cloud provider's metadata service (SSRF).
 */
import { isIPv4, isIPv6 } from 'node:net'

// [first address, prefix length]
const NOT_PUBLIC_IPV4: readonly [string, number][] = [
  ['0.0.0.0', 8], // "this network", including the unspecified address
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, where cloud metadata services answer
  ['172.16.0.0', 12],
  ['192.0.0.0', 24], // protocol assignments
  ['192.0.2.0', 24], // documentation (TEST-NET-1)
  ['192.168.0.0', 16],
  ['198.18.0.0', 15], // benchmarking, used inside some networks
  ['198.51.100.0', 24], // documentation (TEST-NET-2)
  ['203.0.113.0', 24], // documentation (TEST-NET-3)
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, including the broadcast address 255.255.255.255
]

export function isPublicAddress(ip: string): boolean {
  // A zone index (fe80::1%eth0) names an interface, not part of the address.
  const address = ip.replace(/%.*$/, '')
  if (isIPv4(address)) return isPublicIpv4(ipv4Number(address))
  if (isIPv6(address)) return isPublicIpv6(ipv6Groups(address))
  return false
}

function isPublicIpv4(address: number): boolean {
  return NOT_PUBLIC_IPV4.every(([first, bits]) => {
    const shift = 32 - bits
    return address >>> shift !== ipv4Number(first) >>> shift
  })
}

function ipv4Number(address: string): number {
  return address.split('.').reduce((value, part) => value * 256 + Number(part), 0)
}

function isPublicIpv6(groups: number[]): boolean {
  const [first = 0, second = 0, third = 0] = groups
  const zerosBefore = (index: number) => groups.slice(0, index).every((group) => group === 0)
  const zerosFrom = (start: number, end: number) =>
    groups.slice(start, end).every((group) => group === 0)
  const embeddedIpv4 = (groups[6] ?? 0) * 65536 + (groups[7] ?? 0)
  // IPv4-mapped (::ffff:a.b.c.d) and IPv4-compatible (::a.b.c.d, also :: and ::1) addresses reach
  // the IPv4 address inside, and so does the NAT64 prefix (64:ff9b::a.b.c.d) through a gateway.
  if (zerosBefore(5) && groups[5] === 0xffff) return isPublicIpv4(embeddedIpv4)
  if (zerosBefore(6)) return isPublicIpv4(embeddedIpv4)
  if (first === 0x64 && second === 0xff9b && zerosFrom(2, 6)) return isPublicIpv4(embeddedIpv4)
  // IPv4-translated (::ffff:0:a.b.c.d, ::ffff:0:0/96): only ever inside a translator's network.
  if (zerosBefore(4) && groups[4] === 0xffff && groups[5] === 0) return false
  // NAT64 for local use (64:ff9b:1::/48): a gateway of the server's own network.
  if (first === 0x64 && second === 0xff9b && third === 1) return false
  // 6to4 (2002::/16) reaches the IPv4 address in its next 32 bits through a relay.
  if (first === 0x2002) return isPublicIpv4(second * 65536 + third)
  // Teredo (2001::/32) tunnels to an IPv4 address in a form too easily made to point anywhere.
  if (first === 0x2001 && second === 0) return false
  const documentation = first === 0x2001 && second === 0x0db8 // 2001:db8::/32
  const discardOnly = first === 0x0100 && zerosFrom(1, 4) // 100::/64
  const linkLocal = (first & 0xffc0) === 0xfe80
  const siteLocal = (first & 0xffc0) === 0xfec0 // deprecated, still routed inside some networks
  const uniqueLocal = (first & 0xfe00) === 0xfc00
  const multicast = (first & 0xff00) === 0xff00
  return !(documentation || discardOnly || linkLocal || siteLocal || uniqueLocal || multicast)
}

/** The eight 16-bit groups of a valid IPv6 address, a dotted IPv4 ending read as the last two. */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address)
  const hex = dotted
    ? address.slice(0, dotted.index) +
      `${(Number(dotted[1]) * 256 + Number(dotted[2])).toString(16)}:` +
      (Number(dotted[3]) * 256 + Number(dotted[4])).toString(16)
    : address
  const [head = '', tail] = hex.split('::')
  const groupsOf = (part: string) =>
    part ? part.split(':').map((group) => parseInt(group, 16)) : []
  const front = groupsOf(head)
  const back = groupsOf(tail ?? '')
  const gap = tail === undefined ? 0 : 8 - front.length - back.length
  return [...front, ...Array<number>(gap).fill(0), ...back]
}

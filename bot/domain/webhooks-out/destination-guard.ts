/**
 * No SSRF through outgoing webhooks: unless WEBHOOKS_ALLOW_PRIVATE_NETWORKS, a destination whose
 * address is private, loopback, link-local, shared, multicast or reserved is refused. The check
 * runs on every address the name resolves to, inside the connection's own lookup, so the socket
 * connects to an address that was checked (a name that changes its answer between a check and
 * the connection — DNS rebinding — gains nothing).
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // The unspecified and loopback addresses and the deprecated IPv4-compatible ones (::a.b.c.d).
  ['::', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}

/** The refusal of a private destination (not retried: the address will not become public by waiting). */
export class PrivateDestinationError extends Error {
  constructor(readonly address: string) {
    super(`destination address ${address} is private`);
    this.name = 'PrivateDestinationError';
  }
}

/** Whether an IP address (v4, v6, or v4 written as v6) is one outgoing webhooks must not reach. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const version = isIP(bare);
  if (version === 4) return BLOCKED.check(bare, 'ipv4');
  if (version !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped?.[1]) return BLOCKED.check(mapped[1], 'ipv4');
  // ::ffff:7f00:1 (the hex form of a mapped address).
  const hexMapped = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i.exec(bare);
  if (hexMapped?.[1] && hexMapped[2]) {
    const high = Number.parseInt(hexMapped[1], 16);
    const low = Number.parseInt(hexMapped[2], 16);
    return BLOCKED.check(`${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`, 'ipv4');
  }
  return BLOCKED.check(bare, 'ipv6');
}

/** A socket lookup that resolves every address and refuses the name when any one is private. */
export const guardedLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 4);
    const list = Array.isArray(addresses) ? addresses : [];
    const blocked = list.find((entry) => isPrivateAddress(entry.address));
    if (blocked || list.length === 0) {
      return callback(new PrivateDestinationError(blocked?.address ?? hostname), '', 4);
    }
    if ((options as { all?: boolean }).all) {
      (callback as unknown as (error: null, addresses: LookupAddress[]) => void)(null, list);
      return;
    }
    const first = list[0]!;
    callback(null, first.address, first.family);
  });
};

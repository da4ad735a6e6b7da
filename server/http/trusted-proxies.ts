import net from 'node:net';
import type { FastifyServerOptions } from 'fastify';
import type { TrustProxySetting } from '../config.ts';

/** Where a proxy of ours connects from when only their number is given: loopback and private networks. */
const PRIVATE_NETWORKS = new net.BlockList();
PRIVATE_NETWORKS.addSubnet('127.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('10.0.0.0', 8, 'ipv4');
PRIVATE_NETWORKS.addSubnet('172.16.0.0', 12, 'ipv4');
PRIVATE_NETWORKS.addSubnet('192.168.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addSubnet('169.254.0.0', 16, 'ipv4');
PRIVATE_NETWORKS.addAddress('::1', 'ipv6');
PRIVATE_NETWORKS.addSubnet('fc00::', 7, 'ipv6');
PRIVATE_NETWORKS.addSubnet('fe80::', 10, 'ipv6');

const isPrivate = (address: string) => PRIVATE_NETWORKS.check(address, net.isIPv6(address) ? 'ipv6' : 'ipv4');

/**
 * Fastify's `trustProxy` for TRUST_PROXY. A number of proxies trusts that many hops, the nearest only
 * when it connects from loopback or a private network: Fastify refuses a bare hop count because a
 * visitor reaching the port directly would then choose their address, and a visitor on the Internet
 * never connects from a private address. The address a limit counts is then the one the farthest
 * trusted proxy saw, whatever the visitor wrote to the left of it in X-Forwarded-For.
 */
export function trustProxyOption(setting: TrustProxySetting): NonNullable<FastifyServerOptions['trustProxy']> {
  if (setting === false || Array.isArray(setting)) return setting;
  const { hops } = setting;
  return (address, hop) => hop < hops && (hop > 0 || isPrivate(address));
}

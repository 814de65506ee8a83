import { BlockList, isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../lib/app-error.ts';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Whether an address is loopback: 127.0.0.0/8, ::1, or 127.x.y.z mapped into IPv6 (::ffff:127.x.y.z). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/iu.exec(address)?.[1];
  const v4 = mapped ?? (isIPv4(address) ? address : undefined);
  return v4 ? LOOPBACK.check(v4, 'ipv4') : LOOPBACK.check(address, 'ipv6');
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip', 'x-forwarded-host'];

/**
 * preHandler for development-only calls (issue 14 §1.8): answers only a caller on this machine,
 * connected directly (the connection's own address is loopback and nothing says it was forwarded,
 * so a proxy on the same host does not open it to the world, whatever TRUST_PROXY says); 403
 * LOOPBACK_ONLY otherwise.
 */
export async function loopbackOnly(request: FastifyRequest): Promise<void> {
  if (!isLoopbackAddress(request.socket?.remoteAddress) || FORWARDING_HEADERS.some((h) => request.headers[h] !== undefined))
    throw forbidden('This development call answers only on the machine the server runs on (loopback).', 'LOOPBACK_ONLY');
}

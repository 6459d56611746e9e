import type { FastifyServerOptions } from 'fastify';

/**
 * TRUST_PROXY as Fastify's trustProxy. A hop count becomes "the last N addresses are our
 * proxies": Fastify 5.12 treats a bare number as trusting no one (it cannot check the peer),
 * which would make every client behind a load balancer one address for the rate limits. With a
 * hop count the node must be reachable only through those proxies; a list of proxy addresses or
 * ranges is checked against the peer and is the safer choice where the addresses are known.
 */
export function trustProxyOption(setting: boolean | number | string[] | undefined): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting ?? false;
}

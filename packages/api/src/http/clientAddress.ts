import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyAddr from 'proxy-addr';

export interface RequestOrigin {
  /** The client's address, as throttling sees it. */
  ip: string;
  /** Whether the browser reached us over HTTPS (itself, or through a trusted proxy that says so). */
  secure: boolean;
}

/**
 * The socket's peer is the client, unless that peer is a proxy named in TRUST_PROXY: then `X-Forwarded-For`
 * is walked from the right past every trusted proxy (Express's rule, by the same library, proxy-addr). An
 * untrusted peer's header is ignored: anyone can write one.
 */
export function requestOrigin(trustProxy: string[]): (req: IncomingMessage) => RequestOrigin {
  const trust = proxyAddr.compile(trustProxy);
  return (req) => {
    const peer = req.socket.remoteAddress ?? 'unknown';
    const viaTrustedProxy = trustProxy.length > 0 && trust(peer, 0);
    const forwardedProto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim();
    return {
      ip: viaTrustedProxy ? proxyAddr(req, trust) : peer,
      secure:
        Boolean((req.socket as Partial<TLSSocket>).encrypted) ||
        (viaTrustedProxy && forwardedProto === 'https'),
    };
  };
}

import { createHash } from 'node:crypto';
import webpush from 'web-push';
import type { OtpSender } from '../../../lib/otp-sender.ts';
import type { VapidKeys } from '../../../lib/vapid-keys.ts';
import type { WebPushTarget } from './delivery.repository.ts';

/** An e-mail to send: plain text and HTML. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Stable per (event, profile): a receiver that sees it twice may drop the second. */
  messageId: string;
}

/** The e-mail channel (EM). */
export interface EmailChannel {
  send(m: EmailMessage): Promise<void>;
}

/** E-mail through the app's existing sender (SMTP in production; the development outbox otherwise). */
export function emailThrough(sender: OtpSender): EmailChannel {
  return {
    async send(m) {
      await sender.send({ to: m.to, channel: 'email', subject: m.subject, text: m.text, html: m.html, messageId: m.messageId });
    },
  };
}

/** A text channel (SMS, WhatsApp): a mobile number and a short text. */
export interface TextChannel {
  send(to: string, text: string): Promise<void>;
}

/** What a push carries to the service worker (apps/web/public/sw.js reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The in-app path to open on click. */
  url: string;
  /** Replaces an earlier notification with the same tag. */
  tag: string;
}

/** How one push to one subscription went. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

/** The Web Push channel (PN). */
export interface PushChannel {
  /** The VAPID public key browsers subscribe with (base64url). */
  readonly publicKey: string;
  send(target: WebPushTarget, payload: PushPayload, eventKey: string): Promise<PushOutcome>;
}

/**
 * Web Push with the `web-push` package and the server's VAPID keys (RFC 8030/8291/8292): `web-push`
 * encrypts the payload and signs the request, and `fetch` sends it (so that a local push service on
 * http://localhost works in development and tests). A push service's 404/410 means the subscription
 * is gone; the message's Topic (a hash of the event key) lets the push service replace an
 * undelivered duplicate.
 */
export function webPushChannel(keys: VapidKeys, subject: string, fetchImpl: typeof fetch = fetch): PushChannel {
  return {
    publicKey: keys.publicKey,
    async send(target, payload, eventKey) {
      try {
        const req = webpush.generateRequestDetails(target.subscription, JSON.stringify(payload), {
          vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 3600,
          urgency: 'normal',
          topic: createHash('sha256').update(eventKey).digest('base64url').slice(0, 32),
        });
        const res = await fetchImpl(req.endpoint, {
          method: req.method,
          headers: req.headers as Record<string, string>,
          body: req.body ?? null,
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer().catch(() => undefined);
        if (res.status === 404 || res.status === 410) return 'gone';
        return res.ok ? 'sent' : 'failed';
      } catch {
        return 'failed';
      }
    },
  };
}

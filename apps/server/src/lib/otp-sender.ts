import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { devOutbox } from '../db/schema/index.ts';
import { newId } from './ids.ts';
import { AppError } from './app-error.ts';

export type Channel = 'sms' | 'email';

export interface OutgoingMessage {
  to: string;
  channel: Channel;
  text: string;
  subject?: string;
  /** An HTML alternative to `text` (e-mail only; notifications, decision 034). */
  html?: string;
  /** A stable Message-ID (e-mail only), e.g. `<key@abhyas>`. */
  messageId?: string;
  /** The code inside `text`, when the message carries one (kept only by the development outbox). */
  otp?: string | null;
}

/** Delivers OTPs and account messages (issue #2 §3). Production adapters: SMTP e-mail, HTTP SMS gateway. */
export interface OtpSender {
  send(message: OutgoingMessage): Promise<void>;
}

/** Development sender: writes to the log and to the dev_outbox table (read at /api/dev/outbox). */
export class DevOutboxSender implements OtpSender {
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  async send(m: OutgoingMessage): Promise<void> {
    await this.db.insert(devOutbox).values({ id: newId(), recipient: m.to, channel: m.channel, text: m.text, otp: m.otp ?? null });
    this.log.info({ to: m.to, channel: m.channel }, `[dev outbox] ${m.text}`);
  }
}

/** E-mail over SMTP (nodemailer); SMTP_URL like smtps://user:pass@smtp.example.com:465. */
export class SmtpEmailSender implements OtpSender {
  private readonly transport;
  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(m: OutgoingMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: m.to,
      subject: m.subject ?? 'Your Abhyas code',
      text: m.text,
      ...(m.html ? { html: m.html } : {}),
      ...(m.messageId ? { messageId: m.messageId } : {}),
    });
  }
}

/**
 * SMS through an HTTP gateway: POST {SMS_GATEWAY_URL} with JSON `{ to: "+91…", text, sender_id }`
 * and `Authorization: Bearer {SMS_GATEWAY_TOKEN}`; any 2xx is success.
 */
export class HttpSmsSender implements OtpSender {
  constructor(
    private readonly url: string,
    private readonly token: string | undefined,
    private readonly senderId: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async send(m: OutgoingMessage): Promise<void> {
    const res = await this.fetchImpl(this.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
      body: JSON.stringify({ to: `+91${m.to}`, text: m.text, sender_id: this.senderId }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
  }
}

/** Routes each message to the sender configured for its channel. */
export class ChannelRouter implements OtpSender {
  constructor(private readonly byChannel: Partial<Record<Channel, OtpSender>>) {}

  async send(m: OutgoingMessage): Promise<void> {
    const sender = this.byChannel[m.channel];
    if (!sender) {
      throw new AppError(503, 'DELIVERY_UNAVAILABLE', `Sending codes by ${m.channel === 'sms' ? 'SMS' : 'e-mail'} is not configured on this server.`);
    }
    try {
      await sender.send(m);
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw new AppError(503, 'DELIVERY_FAILED', `We could not send the ${m.channel === 'sms' ? 'SMS' : 'e-mail'} just now. Please try again.`);
    }
  }
}
